// The data provider's rules for job offers: the API lists them whole (no sort of its own); a save sends the whole
// offer but its id and version (job-offer-record.ts, loaded with the pages rather than on first load).
import type { RaRecord } from 'react-admin';

export const JOB_OFFER_RULES = {
  'job-offers': {
    sortable: false,
    writable: [],
    toApi: async (data: Partial<RaRecord>): Promise<object> => (await import('./job-offer-record')).jobOfferToApi(data),
  },
};
