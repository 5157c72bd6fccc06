// Singletons every federated build shares (docs/architecture.md#composition). Versions come from the installed
// packages, so the shell and every remote agree. Never eager: each browser entry goes through an async boundary. A
// shared module is shipped whole (it cannot be tree-shaken), so only what the remotes really use is shared. The router
// and react-i18next are not: remotes navigate and translate through the contracts (SiteLink, useSiteLocation,
// useRemoteTranslation), and only the shell bundles the router, tree-shaken.
const path = require('node:path');

// The list is the contracts' own (SHARED_PACKAGES), so the shell's server shares the same packages.
const { sharedPackages: SHARED_PACKAGES } = require('../src/federation/federation.json');

function packageVersion(name) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (packageName === '@ergoforma/shared-contracts') return require(path.join(__dirname, '..', 'package.json')).version;
  return require(require.resolve(`${packageName}/package.json`, { paths: [path.join(__dirname, '..')] })).version;
}

/** Shared-module config for ModuleFederationPlugin: singleton, caret range of the installed version. */
function sharedDependencies() {
  return Object.fromEntries(
    SHARED_PACKAGES.map((name) => {
      const version = packageVersion(name);
      return [name, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false }];
    }),
  );
}

module.exports = { SHARED_PACKAGES, sharedDependencies, packageVersion };
