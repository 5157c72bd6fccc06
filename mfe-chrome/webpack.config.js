const { createRemoteConfig } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'chrome',
  dir: __dirname,
  exposes: {
    './Header': './src/exposes/header.tsx',
    './Footer': './src/exposes/footer.tsx',
  },
});
