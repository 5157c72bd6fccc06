// catalogue/ProductPage: the product detail page (docs/behaviour.md#product-page).
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadProductPage, type ProductPageData } from '../features/product-page/api/load-product-page';
import { productPageHead } from '../features/product-page/utils/product-page-head';
import { ProductPage } from '../features/product-page/components/product-page';

const page: PageModule<ProductPageData> = {
  layout: 'product',
  load: loadProductPage,
  head: productPageHead,
  Component: ProductPage,
};
export default page satisfies ExposedModules['catalogue/ProductPage'];
