// The one webpack config every remote uses: a browser build (target web) and a server build (target async-node)
// of the same exposed modules, each with mf-manifest.json (docs/architecture.md#composition).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedDependencies, packageVersion } = require('./shared-dependencies');
const { minimizers } = require('./minimize-css');
const { precompressPlugins } = require('./precompress');
const { RecordBuildPlugin } = require('./record-build-plugin');
const federation = require('../src/federation/federation.json');

/**
 * @param {{ name: string, dir: string, exposes: Record<string, string> }} remote
 *   name: federated name ('catalogue'); dir: the remote's folder; exposes: './ProductPage' -> './src/exposes/product-page.tsx'
 */
/** Global variable of a remote's browser entry (remoteEntryGlobalName in the contracts reads the same file). */
function remoteGlobalName(name) {
  return `${federation.remoteEntryGlobalPrefix}${name}`;
}

/** Emits build-info.json: what the remote is and which contracts version it was built against. */
function buildInfoPlugin(info) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const json = JSON.stringify({ ...info, builtAt: new Date().toISOString() }, null, 2);
            compilation.emitAsset('build-info.json', new compiler.webpack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

/**
 * Leaves out of the browser's federation runtime what this site never uses: the snapshot plugin (remotes found
 * through manifests; the shell registers remoteEntry.js URLs) and the Node.js loading paths.
 */
const BROWSER_RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * A remote's browser runtime: as the shell's, and without the code that loads other remotes (a remote never
 * imports another remote; the shell's runtime loads them all).
 */
const REMOTE_BROWSER_RUNTIME_OPTIMIZATION = { ...BROWSER_RUNTIME_OPTIMIZATION, disableRemote: true };

/**
 * Code that two or more of a remote's chunks use (its translations, its icons, components several exposes render)
 * goes into a chunk of its own once it is worth a request, instead of a copy in each chunk: a page that shows two
 * exposes of a remote (the header and the footer), or several lazy blocks, downloads it once. webpack's default
 * (20 KB) left every such module below it copied into each chunk. Scripts only: stylesheets stay with the exposes
 * that link them, in the order their modules import them.
 */
const SHARED_WITHIN_REMOTE = {
  type: /^javascript\//,
  minChunks: 2,
  minSize: 3000,
  priority: -5,
  reuseExistingChunk: true,
};

function createRemoteConfig({ name, dir, exposes }) {
  const contractsVersion = packageVersion('@ergoforma/shared-contracts');
  const remoteVersion = require(path.join(dir, 'package.json')).version;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const cssModules = (server) => ({
      loader: 'css-loader',
      options: {
        modules: {
          // Class names are prefixed per remote so remotes cannot clash (docs/architecture.md#rendering-and-data).
          localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[local]--[hash:base64:4]`,
          namedExport: false,
          exportLocalsConvention: 'as-is',
          exportOnlyLocals: server,
        },
      },
    });

    const common = (server) => ({
      mode: production ? 'production' : 'development',
      context: dir,
      // Production source maps are kept for error reporting but never served: no sourceMappingURL comment, and
      // written to dist/sourcemaps/, outside the served folders (the static servers refuse *.map as well).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: {},
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          {
            test: /\.module\.css$/,
            use: server ? [cssModules(true)] : [MiniCssExtractPlugin.loader, cssModules(false)],
          },
          {
            // Global stylesheets of libraries (e.g. swiper/css): linked by the browser build, ignored on the server.
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: server ? [require.resolve('./ignore-styles-loader')] : [MiniCssExtractPlugin.loader, 'css-loader'],
          },
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    });

    const federation = (server) =>
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The browser entry's global is prefixed: a remote called 'chrome' must not collide with window.chrome.
        ...(server
          ? {
              library: { type: 'commonjs-module', name },
              remoteType: 'script',
              runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
            }
          : {
              library: { type: 'var', name: remoteGlobalName(name) },
              // The browser uses the shell's copy of the federation runtime instead of shipping its own.
              experiments: { externalRuntime: true, optimization: REMOTE_BROWSER_RUNTIME_OPTIMIZATION },
            }),
      });

    const browser = {
      ...common(false),
      name: `${name}-browser`,
      target: 'web',
      output: {
        path: path.join(dir, 'dist/browser'),
        publicPath: 'auto',
        uniqueName: `ef_${name}`,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        sourceMapFilename: '../sourcemaps/browser/[file].map',
        clean: true,
      },
      plugins: [
        federation(false),
        new RecordBuildPlugin({ name, entry: 'browserEntry' }),
        buildInfoPlugin({ name, version: remoteVersion, contractsVersion }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        splitChunks: { cacheGroups: { sharedWithinRemote: SHARED_WITHIN_REMOTE } },
        minimizer: minimizers(),
      },
    };

    const server = {
      ...common(true),
      name: `${name}-server`,
      target: 'async-node',
      output: {
        path: path.join(dir, 'dist/server'),
        // Relative on purpose: the node runtime plugin then loads chunks next to the remoteEntry.js URL it was
        // given, so a versioned path needs no rebuild.
        publicPath: '',
        uniqueName: `ef_${name}_server`,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        library: { type: 'commonjs-module' },
        chunkFormat: 'commonjs',
        chunkLoading: 'async-node',
        sourceMapFilename: '../sourcemaps/server/[file].map',
        clean: true,
      },
      plugins: [
        federation(true),
        new RecordBuildPlugin({ name, entry: 'serverEntry' }),
        buildInfoPlugin({ name, version: remoteVersion, contractsVersion }),
        ...(production ? precompressPlugins() : []),
      ],
      // Emits no stylesheets (class names only), so there is no CSS to minify here.
      optimization: { minimize: false },
    };

    return [browser, server];
  };
}

module.exports = { createRemoteConfig, remoteGlobalName, BROWSER_RUNTIME_OPTIMIZATION };
