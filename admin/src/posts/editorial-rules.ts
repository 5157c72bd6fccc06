// The data provider's rules for news posts, realizations, mechanisms and mechanism categories: the API lists them
// in their own order (posts also by date or title, newest first unless asked); a save sends the whole record as editorial-record.ts makes it (loaded with their
// pages rather than on first load).
import type { RaRecord } from 'react-admin';

const record = () => import('./editorial-record');

const rules = (toApi: (data: Partial<RaRecord>) => Promise<object>) => ({ sortable: false, writable: [], toApi });

export const EDITORIAL_RESOURCE_RULES = {
  posts: { ...rules(async (data) => (await record()).postToApi(data)), sortable: true },
  realizations: rules(async (data) => (await record()).realizationToApi(data)),
  mechanisms: rules(async (data) => (await record()).mechanismToApi(data)),
  'mechanism-categories': rules(async (data) => (await record()).mechanismCategoryToApi(data)),
};
