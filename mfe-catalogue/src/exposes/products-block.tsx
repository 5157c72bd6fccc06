// catalogue/ProductsBlock: the content pages' products_list / products_simple block (loaded by mfe-content
// through ctx.loadModule).
import type { BlockModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadProductsBlock, type ProductsBlockData } from '../features/products-block/api/load-products-block';
import { ProductsBlock } from '../features/products-block/components/products-block';

export type { ProductsBlockData };

const block: BlockModule<ProductsBlockData> = {
  load: loadProductsBlock,
  Component: ProductsBlock,
};

export default block satisfies ExposedModules['catalogue/ProductsBlock'];
