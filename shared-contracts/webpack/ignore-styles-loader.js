// Server builds need no global stylesheets (the browser build links them): replace them with an empty module.
module.exports = function ignoreStylesLoader() {
  return 'export {};';
};
