// Browser build of the back office: one single-page app (no federation: staff load it on its own origin, not as
// part of the public site). index.html is written by the build and filled in per response by the server (its CSP
// nonce), so it names the hashed entry files itself.
const path = require('node:path');
const { precompressPlugins } = require('@ergoforma/shared-contracts/webpack/precompress');

/** Writes dist/browser/index.html naming the entry's files; `%NONCE%` is replaced by the server on every answer. */
class IndexHtmlPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IndexHtmlPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'IndexHtmlPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const scripts = [...compilation.entrypoints.get('main').getFiles()]
            .filter((file) => file.endsWith('.js'))
            .map((file) => `<script defer src="/${file}" nonce="%NONCE%"></script>`)
            .join('');
          const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="csp-nonce" content="%NONCE%"><title>Ergoforma · panel</title>${scripts}</head><body><noscript>Panel wymaga JavaScriptu.</noscript><div id="root"></div></body></html>`;
          compilation.emitAsset('index.html', new compiler.webpack.sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'admin-browser',
    mode: production ? 'production' : 'development',
    context: __dirname,
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(__dirname, 'dist/browser'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The contracts' TypeScript source rather than their CommonJS build, so only what the app uses is bundled.
      alias: {
        '@ergoforma/shared-contracts$': path.join(__dirname, '../shared-contracts/src/index.ts'),
        // ra-input-rich-text brings its own copy of react-admin's Material UI layer: the app has one, react-admin's.
        'ra-ui-materialui$': require
          .resolve('ra-ui-materialui', { paths: [path.dirname(require.resolve('react-admin'))] })
          .replace(/(node_modules[\\/]ra-ui-materialui)[\\/].*$/, '$1'),
        // The translation library's polyfill of Object.entries brings 5 KB of ECMAScript shims to the first load; every
        // browser the back office supports has Object.entries.
        'object.entries$': path.join(__dirname, 'webpack/object-entries.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') },
          },
        },
      ],
    },
    optimization: {
      // React and the admin framework change less often than the app: their own chunk stays cached across releases.
      // Only what the first load needs: a library loaded later (the QR code drawer) stays in its own chunk.
      splitChunks: {
        chunks: 'all',
        cacheGroups: { vendor: { test: /node_modules/, name: 'vendor', chunks: 'initial', priority: -10 } },
      },
    },
    performance: { hints: false },
    plugins: production ? [new IndexHtmlPlugin(), ...precompressPlugins()] : [new IndexHtmlPlugin()],
  };
};
