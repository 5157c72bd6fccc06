// The data provider's rules for the products and their pickers' lists: a product is edited in the form's shape
// (product-record.ts) and saved whole; the pickers have one order of their own (by name).
import type { RaRecord } from 'react-admin';
import { toApi, toForm, type ApiProduct, type FormProduct } from './product-record';

const picker = { sortable: false, writable: [] } as const;

export const productResources = {
  products: {
    sortable: true,
    writable: [],
    toForm: (record: RaRecord): RaRecord => toForm(record as ApiProduct),
    toApi: (data: Partial<RaRecord>): object => toApi(data as Partial<FormProduct>),
  },
  'product-choices': picker,
  'category-choices': picker,
  'tag-choices': picker,
  'pattern-collection-choices': picker,
};
