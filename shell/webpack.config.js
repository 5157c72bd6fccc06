// Browser build of the shell: the Module Federation host. Remotes are registered at run time from the
// versions the server rendered with, so this build names none of them.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedDependencies } = require('@ergoforma/shared-contracts/webpack/shared-dependencies');
const { precompressPlugins } = require('@ergoforma/shared-contracts/webpack/precompress');
const { minimizers } = require('@ergoforma/shared-contracts/webpack/minimize-css');
const { BROWSER_RUNTIME_OPTIMIZATION } = require('@ergoforma/shared-contracts/webpack/create-remote-config');

// react-router's package exports point only at its development build (extra checks and warnings, larger); the
// production build sits beside it. Only the shell bundles the router (it is not shared with the remotes).
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
};

// provideExternalRuntime adds a runtime plugin by its CommonJS path, which would bundle a second, CommonJS copy of
// the federation runtime beside the ES module one the rest of the build uses. Its ES module build shares that one.
const injectRuntimePlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const sameFederationRuntime = {
  [injectRuntimePlugin]: injectRuntimePlugin.replace(/index\.cjs$/, 'index.js'),
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'shell-browser',
    mode: production ? 'production' : 'development',
    context: __dirname,
    // Kept for error reporting, never served: no sourceMappingURL comment, written outside dist/browser.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    entry: { main: './src/client/index.ts' },
    output: {
      path: path.join(__dirname, 'dist/browser'),
      publicPath: '/assets/',
      uniqueName: 'ef_shell',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The server's TypeScript (NodeNext) wants a dynamic import of a module of the app spelt with '.js'.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...(production ? reactRouterProduction : {}), ...sameFederationRuntime },
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
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
        // One federation runtime on the page: the remotes' browser builds use this one (externalRuntime).
        experiments: { provideExternalRuntime: true, optimization: BROWSER_RUNTIME_OPTIMIZATION },
      }),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(production ? precompressPlugins() : []),
    ],
    // react-dom's client and the router travel in one chunk, as they did before the start-up ran in steps
    // (src/client/index.ts imports react-dom/client before the app): two chunks would compress worse.
    optimization: {
      minimizer: minimizers(),
      splitChunks: {
        cacheGroups: {
          reactClient: {
            test: /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/]|react-router[\\/])/,
            chunks: 'async',
            name: 'react-client',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
