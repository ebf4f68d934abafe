// One webpack configuration for every browser bundle: the shell (host) and each team's remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { sharedConfig } = require('./federation.cjs');
const GzipBudgetPlugin = require('./GzipBudgetPlugin.cjs');
const FontPreloadPlugin = require('./FontPreloadPlugin.cjs');
const { buildStamp } = require('./buildStamp.cjs');
const { SingletonContractsPlugin } = require('./SingletonContractsPlugin.cjs');
const bundleRegistry = require('../contracts/src/bundles/bundles.json');

const sharedSrc = path.resolve(__dirname, '../shared/src');
// The page's container answers the plain singleton version check, and hands the plugin on to every container the
// page loads (see the plugin): remote containers are built without it.
const singletonVersionCheck = path.join(sharedSrc, 'federation/singletonVersionCheck.ts');
// runtime-core's exports map hides its package.json; its ESM entry sits next to the CJS one.
const runtimeCoreEsm = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core', { paths: [path.resolve(__dirname, '..')] })),
  'index.js',
);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.resolve(__dirname, '..')] }));

/**
 * @param {object} options
 * @param {string} options.dir           package directory (__dirname of its webpack.config.cjs)
 * @param {Record<string,string>} [options.exposes]  remote modules
 * @param {string} [options.title]       <title> of the page this bundle serves (shell page or standalone QA page)
 * @param {string} [options.template]
 * @param {{from:string,to?:string}[]} [options.copy]
 * @param {number} [options.entryBudget] gzipped bytes of remoteEntry.js; the build fails past it
 * @param {string} [options.server]      the bundle's server module (first screens, page composition), built for Node
 * @param {string} [options.pageStart]   host only: the start of pages sent with a first screen, built into start.js
 */
/**
 * The page bundle (shell) provides the one federation runtime of the page (experiments.provideExternalRuntime);
 * a remote's container uses it (externalRuntime) instead of carrying its own copy. A remote therefore builds two
 * compilations: its container, and its standalone QA page, which is a small host of its own that provides the
 * runtime and loads the container exactly as the shell does.
 */
module.exports = function createWebpackConfig(packageOptions) {
  // The bundle's federation container (or the shell's name) and its kind come from the bundle registry.
  const bundle = bundleRegistry.find((entry) => entry.name === path.basename(packageOptions.dir));
  if (!bundle) throw new Error(`${packageOptions.dir} is not in the bundle registry (contracts/src/bundles/bundles.json)`);
  const options = { ...packageOptions, name: bundle.container ?? bundle.name, kind: bundle.container ? 'remote' : 'host' };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outputPath = process.env.INERCISE_OUTPUT_DIR ?? path.join(options.dir, 'dist');
    const server = options.server ? [serverConfig({ ...options, production, outputPath })] : [];
    if (options.kind === 'host') {
      const start = options.pageStart ? [pageStartConfig({ ...options, production, outputPath })] : [];
      return [pageConfig({ ...options, production, outputPath, fileBase: '' }), ...start, ...server];
    }
    return [
      ...server,
      containerConfig({ ...options, production, outputPath }),
      pageConfig({
        ...options,
        production,
        outputPath,
        name: `${options.name}_standalone`,
        entry: './src/standalone/index.ts',
        fileBase: 'standalone/',
        copy: undefined,
      }),
    ];
  };
};

function baseConfig({ dir, name, production, outputPath, cacheName, forServer = false }) {
  return {
    name: cacheName,
    mode: production ? 'production' : 'development',
    context: dir,
    // No eval in development either: the pages run under a CSP without 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    cache: {
      type: 'filesystem',
      name: `${cacheName}-${production ? 'production' : 'development'}`,
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs'), path.join(__dirname, 'federation.cjs'), path.join(__dirname, 'buildStamp.cjs'), path.join(__dirname, 'SingletonContractsPlugin.cjs'), path.join(__dirname, 'reactRouterUnusedParts.cjs'), path.join(__dirname, '../contracts/src/index.ts'), require.resolve('../contracts/src/bundles/bundles.json')] },
    },
    output: {
      path: outputPath,
      uniqueName: name,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // scripts/lib/build.mjs builds into a fresh side directory; both compilations of a remote write to it.
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports name only its development build; production needs the production one.
      alias: {
        // The federation runtime is reached through both require() and import; one copy, not its CJS and ESM twins.
        '@module-federation/runtime-core$': runtimeCoreEsm,
        ...(production
          ? {
              'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
              'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: (file) => file.includes('node_modules') && !file.startsWith(sharedSrc),
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // Browser builds: what of the router no bundle imports stays out (tools/reactRouterUnusedParts.cjs).
        ...(forServer ? [] : [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/, use: { loader: path.join(__dirname, 'reactRouterUnusedParts.cjs') } }]),
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: require.resolve('css-loader'),
              options: {
                esModule: true,
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // Team-prefixed class names: nothing leaks between remotes.
                  localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`,
                  // The server build needs only the class names, the very ones the browser's stylesheet uses.
                  exportOnlyLocals: forServer,
                },
              },
            },
          ].slice(forServer ? 1 : 0),
        },
        forServer
          ? // Page-wide stylesheets are the browser's business; on the server their import is a file name, unused.
            { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/resource', generator: { emit: false } }
          : { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        {
          test: /\.(svg|png|jpe?g|webp|avif|mp4|webm|woff2?|pdf)$/,
          type: 'asset/resource',
          // The server build names the browser build's files (same content hash) without writing them again.
          generator: { emit: !forServer },
        },
      ],
    },
    plugins: [
      // Browser builds: the runtime's error sentences stay out (codes and documentation links remain) and its logger
      // is a small one (docs/decisions/0045-first-view-script.md).
      ...(forServer
        ? []
        : [
            new (require('webpack').NormalModuleReplacementPlugin)(/@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/, path.join(__dirname, 'federationErrorTexts.mjs')),
            new (require('webpack').NormalModuleReplacementPlugin)(/@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/, path.join(__dirname, 'federationLogger.mjs')),
          ]),
      new (require('webpack').DefinePlugin)({
        // Fault-injection hooks exist only in builds for the end-to-end fault tests.
        __INERCISE_TEST_HOOKS__: JSON.stringify(process.env.INERCISE_TEST_HOOKS === '1'),
      }),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function compressed(production) {
  if (!production) return [];
  const test = /\.(js|css|html|svg|json)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({ test, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024, minRatio: 0.9 }),
  ];
}

function cssPlugin(production, fileBase) {
  return new MiniCssExtractPlugin({
    filename: production ? `${fileBase}[name].[contenthash:10].css` : `${fileBase}[name].css`,
    chunkFilename: production ? `${fileBase}[name].[contenthash:10].css` : `${fileBase}[name].css`,
  });
}

/** A remote's federation container: remoteEntry.js, mf-manifest.json and the exposed modules. */
function containerConfig(options) {
  const base = baseConfig({ ...options, cacheName: options.name });
  const releaseStamp = buildStamp(options.dir);
  return {
    ...base,
    // The container entry is added by the federation plugin; there is no page entry here.
    entry: {},
    output: {
      ...base.output,
      // Loaded from wherever the remote is deployed.
      publicPath: 'auto',
      filename: options.production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: options.production ? '[name].[contenthash:10].js' : '[name].js',
    },
    plugins: [
      ...base.plugins,
      cssPlugin(options.production, ''),
      new SingletonContractsPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedConfig(),
        manifest: {
          fileName: 'mf-manifest.json',
          // The release, commit and contract major, read by the shell's server and page before the remote is used.
          additionalData: ({ stats }) => {
            const stamp = releaseStamp;
            stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildVersion: stamp.version, commit: stamp.commit, contractMajor: stamp.contractMajor };
            return stats;
          },
        },
        dts: false,
        shareStrategy: 'loaded-first',
        // Browser-only: leaves out the runtime's Node script loading.
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(options.copy?.length ? [new CopyWebpackPlugin({ patterns: options.copy })] : []),
      ...(options.entryBudget && options.production ? [new GzipBudgetPlugin({ 'remoteEntry.js': options.entryBudget })] : []),
      ...compressed(options.production),
    ],
  };
}

/**
 * The bundle's server module, for Node: a remote's first screens (its route's opening markup, painted before any
 * JavaScript runs) or the shell's page composition. Written to dist/server/, which the static server never serves.
 */
function serverConfig(options) {
  const base = baseConfig({ ...options, cacheName: `${options.name}_server`, forServer: true });
  return {
    ...base,
    target: 'node24',
    entry: { index: options.server },
    devtool: false,
    output: {
      ...base.output,
      path: path.join(options.outputPath, 'server'),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Set per request to the origin the bundle is served from (firstScreenEntry in @inercise/shared/first-screen).
      publicPath: '',
    },
    optimization: { ...base.optimization, minimize: false, splitChunks: false },
    plugins: [...base.plugins, new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
  };
}

/**
 * start.js: what a page sent with its first screen runs instead of the page bundle, which it loads once the first
 * screen is painted (shell/src/server/composePage.ts links it). A compilation of its own, so it carries no federation
 * runtime. Its name has no hash: pages name it from the server's composition, and a cached copy from an earlier
 * release behaves the same (the bundle it loads is named by the page).
 */
function pageStartConfig(options) {
  const base = baseConfig({ ...options, name: `${options.name}_start`, cacheName: `${options.name}_start` });
  return {
    ...base,
    entry: { start: options.pageStart },
    output: { ...base.output, publicPath: '/', filename: '[name].js' },
    optimization: { ...base.optimization, splitChunks: false },
  };
}

/** A page: the shell, or a remote's standalone QA page. It provides the page's federation runtime. */
function pageConfig(options) {
  const base = baseConfig({ ...options, cacheName: options.name });
  const { fileBase, production } = options;
  return {
    ...base,
    entry: { main: options.entry ?? './src/index.ts' },
    output: {
      ...base.output,
      // Pages are served from the root of their origin, so deep links like /pl/product resolve chunks.
      publicPath: '/',
      filename: production ? `${fileBase}[name].[contenthash:10].js` : `${fileBase}[name].js`,
      chunkFilename: production ? `${fileBase}[name].[contenthash:10].js` : `${fileBase}[name].js`,
    },
    plugins: [
      ...base.plugins,
      cssPlugin(production, fileBase),
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        shared: sharedConfig(),
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        runtimePlugins: [singletonVersionCheck],
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: options.template ?? path.join(__dirname, 'page.html'),
        title: options.title ?? 'Inercise',
        scriptLoading: 'defer',
        chunks: ['main'],
        filename: 'index.html',
      }),
      // Latin for every page; latin-ext only matters to Polish pages (the shell's page composer drops it from others).
      new FontPreloadPlugin([/^assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/, /^assets\/inter-latin-ext-wght-normal\.[0-9a-f]+\.woff2$/]),
      ...(options.copy?.length ? [new CopyWebpackPlugin({ patterns: options.copy })] : []),
      ...compressed(production),
    ],
  };
}
