// catalogue/ProductList: the product section and its category pages (docs/behaviour.md#product-list).
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadProductList, type ProductListData } from '../features/product-list/api/load-product-list';
import { productListHead } from '../features/product-list/utils/product-list-head';
import { ProductList } from '../features/product-list/components/product-list';

const page: PageModule<ProductListData> = {
  layout: 'default',
  load: loadProductList,
  head: productListHead,
  Component: ProductList,
};
export default page satisfies ExposedModules['catalogue/ProductList'];
