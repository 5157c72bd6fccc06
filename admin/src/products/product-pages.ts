// The product pages load on first visit, in a chunk of their own: their inputs (the pickers, the tabbed form, the
// date and list editors) would otherwise weigh on the back office's first load for every role.
import { lazy } from 'react';

export const ProductList = lazy(() => import('./product-list').then(({ ProductList: page }) => ({ default: page })));
export const ProductEdit = lazy(() => import('./product-edit').then(({ ProductEdit: page }) => ({ default: page })));
export const ProductCreate = lazy(() =>
  import('./product-create').then(({ ProductCreate: page }) => ({ default: page })),
);
