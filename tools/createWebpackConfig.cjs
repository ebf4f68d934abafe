// One webpack configuration for every browser bundle: the shell (host) and each team's remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./federation.cjs');

const sharedSrc = path.resolve(__dirname, '../shared/src');
const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.resolve(__dirname, '..')] }));

/**
 * @param {object} options
 * @param {string} options.dir           package directory (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation container name
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote modules
 * @param {string} [options.title]       <title> of the page this bundle serves (shell page or standalone QA page)
 * @param {string} [options.template]
 * @param {{from:string,to?:string}[]} [options.copy]
 * @param {number} [options.entryBudget] bytes; the build fails when an entry grows past it
 */
module.exports = function createWebpackConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = options.kind === 'remote';
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      // No eval in development either: the pages run under a CSP without 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      cache: { type: 'filesystem', cacheDirectory: path.join(options.dir, 'node_modules/.cache/webpack'), buildDependencies: { config: [__filename, path.join(options.dir, 'webpack.config.cjs')] } },
      output: {
        // scripts/lib/build.mjs builds into a side directory and swaps it in, so a running server never sees half a build.
        path: process.env.INERCISE_OUTPUT_DIR ?? path.join(options.dir, 'dist'),
        // Remotes load from wherever they are deployed; the shell serves deep links so it needs an absolute root.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: options.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // react-router's package exports name only its development build; production needs the production one.
        alias: production
          ? {
              'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
              'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
            }
          : {},
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
                    localIdentName: production ? `${options.name}_[hash:base64:6]` : `${options.name}_[name]_[local]`,
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          {
            test: /\.(svg|png|jpe?g|webp|avif|mp4|webm|woff2?|pdf)$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: options.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: options.exposes,
          remotes: {},
          shared: sharedConfig(),
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          shareStrategy: 'loaded-first',
        }),
        new HtmlWebpackPlugin({
          template: options.template ?? path.join(__dirname, 'page.html'),
          title: options.title ?? 'Inercise',
          scriptLoading: 'defer',
          chunks: ['main'],
          // The page is served from the root of its origin (the shell, or a remote's standalone QA page),
          // while the remote's chunks keep publicPath 'auto' for wherever a host loads them from.
          publicPath: '/',
        }),
        ...(options.copy?.length ? [new CopyWebpackPlugin({ patterns: options.copy })] : []),
      ],
      performance: options.entryBudget
        ? { hints: production ? 'error' : false, maxEntrypointSize: options.entryBudget, maxAssetSize: 1024 * 1024, assetFilter: (file) => file === 'remoteEntry.js' }
        : { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // A bundle may provide a shared singleton that another bundle uses more of (the shell provides
        // react-router-dom without using it): export pruning would hand the other bundle a gutted module.
        usedExports: false,
      },
      stats: 'errors-warnings',
    };
  };
};
