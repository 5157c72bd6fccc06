const { createRemoteConfig } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'catalogue',
  dir: __dirname,
  exposes: {
    './ProductPage': './src/exposes/product-page.tsx',
    './ProductList': './src/exposes/product-list.tsx',
    './ProductsBlock': './src/exposes/products-block.tsx',
  },
});
