// The data provider's rules for the products and their pickers' lists: a product is edited in the form's shape
// (product-record.ts, loaded with the product pages rather than on first load) and saved whole; the pickers have
// one order of their own (by name).
import type { RaRecord } from 'react-admin';
import type { ApiProduct, FormProduct } from './product-record';

const record = () => import('./product-record');

const picker = { sortable: false, writable: [] } as const;

export const productResources = {
  products: {
    sortable: true,
    writable: [],
    toForm: async (product: RaRecord): Promise<RaRecord> => (await record()).toForm(product as ApiProduct),
    toApi: async (data: Partial<RaRecord>): Promise<object> => (await record()).toApi(data as Partial<FormProduct>),
  },
  'product-choices': picker,
  'category-choices': picker,
  'tag-choices': picker,
  'pattern-collection-choices': picker,
};
