// The data provider's rules for the products and their pickers' lists: a product is edited in the form's shape
// (product-record.ts, loaded with the product pages rather than on first load) and saved whole; the pickers have
// one order of their own (by name). A save reads the chosen library items, whose addresses and texts the product's
// photos and files take.
import type { RaRecord } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import type { MediaItem } from '../media/media-types';
import type { ApiProduct, FormProduct } from './product-record';

const record = () => import('./product-record');

const picker = { sortable: false, writable: [] } as const;

export const productResources = {
  products: {
    sortable: true,
    writable: [],
    toForm: async (product: RaRecord): Promise<RaRecord> => (await record()).toForm(product as ApiProduct),
    toApi: async (data: Partial<RaRecord>): Promise<object> => {
      const form = data as Partial<FormProduct>;
      const ids = [...new Set([...(form.photos ?? []), ...(form.documents ?? [])])];
      const items = await Promise.all(ids.map(async (id) => (await adminFetch<MediaItem>(`/media/${id}`)).body));
      return (await record()).toApi(form, new Map(items.map((item) => [item.id, item])));
    },
  },
  'product-choices': picker,
  'category-choices': picker,
  'tag-choices': picker,
  'pattern-collection-choices': picker,
};
