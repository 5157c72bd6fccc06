// Production stylesheets are minified like the scripts: the shell inlines every stylesheet of a page into its
// HTML (shell/src/server/inline-styles.ts), so comments and indentation would be bytes of every page. cssnano's
// default preset only rewrites what keeps the meaning (no renamed keyframes or custom properties, no reordering
// that could change the cascade). It runs before the content hashes and the .br/.gz copies are made, so both see
// the minified file, and the source maps follow it.
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/** optimization.minimizer of a production browser build: webpack's own JavaScript minifier ('...') and cssnano. */
function minimizers() {
  return ['...', new CssMinimizerPlugin()];
}

module.exports = { minimizers };
