// Brotli and gzip copies of every text asset, written next to it at build time (main.js -> main.js.br,
// main.js.gz), so the static servers send them without compressing per request (@fastify/static preCompressed).
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text formats only: images and fonts are compressed already; source maps are never served. */
const TEXT_ASSETS = /\.(js|mjs|css|json|svg|html|txt)$/;

function precompressPlugins() {
  // minRatio 1: keep any copy that is smaller at all, so every text file has both encodings when they help.
  const common = { test: TEXT_ASSETS, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** The served file's own name: 'remoteEntry.js' for 'remoteEntry.js.br' (for caching rules by file name). */
function withoutCompressionSuffix(fileName) {
  return fileName.replace(/\.(br|gz)$/, '');
}

module.exports = { precompressPlugins, withoutCompressionSuffix };
