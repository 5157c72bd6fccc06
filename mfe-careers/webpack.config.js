const { createRemoteConfig } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  name: 'careers',
  dir: __dirname,
  exposes: {
    './JobOffers': './src/exposes/job-offers.tsx',
    './JobList': './src/exposes/job-list.tsx',
  },
});
