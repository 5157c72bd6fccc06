const { createRemoteConfig } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'search',
  dir: __dirname,
  exposes: {
    './SearchPage': './src/exposes/search-page.tsx',
  },
});
