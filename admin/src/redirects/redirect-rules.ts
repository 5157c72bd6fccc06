import type { RaRecord } from 'react-admin';

/**
 * The redirects are made by the API: the back office lists them in the API's order and changes none. An old address
 * leads to a path or a product, one of them: the form's other, empty field is not sent.
 */
export const REDIRECT_RULES = {
  redirects: { sortable: false, writable: [] },
  'legacy-redirects': {
    sortable: false,
    writable: ['from', 'to', 'product'],
    toApi: async ({ from, to, product }: Partial<RaRecord>) =>
      typeof to === 'string' && to.trim() !== '' ? { from, to: to.trim() } : { from, product },
  },
} as const;
