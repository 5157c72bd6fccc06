const { createRemoteConfig } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'content',
  dir: __dirname,
  exposes: {
    './ContentPage': './src/exposes/content-page.tsx',
    './NewsDetail': './src/exposes/news-detail.tsx',
    './MechanismDetail': './src/exposes/mechanism-detail.tsx',
    './PatternsPage': './src/exposes/patterns-page.tsx',
    './LoginPage': './src/exposes/login-page.tsx',
  },
});
