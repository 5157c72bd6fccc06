// The data provider's rules for the pages: a page is edited in the form's shape (page-record.ts, loaded with the
// page editor rather than on first load) and saved whole; the API lists the pages in their own order.
import type { RaRecord } from 'react-admin';
import type { PageRecord } from './page-record';

const record = () => import('./page-record');

export const PAGE_RESOURCE_RULES = {
  pages: {
    sortable: false,
    writable: [],
    toForm: async (page: RaRecord): Promise<RaRecord> => (await record()).toForm(page),
    toApi: async (data: Partial<RaRecord>): Promise<object> => (await record()).toApi(data as Partial<PageRecord>),
  },
};
