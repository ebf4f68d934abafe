const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise · mf-catalog (standalone)',
  exposes: {
    "./app": "./src/lifecycles.tsx",
    "./ProductTeasers": "./src/fragments/ProductTeasers.tsx"
  },
  copy: [{ from: 'public', to: '.' }],
  // The shop and product pages, rendered for the shell's server from the API's catalogue.
  server: './src/server/renderFirstScreen.ts',
  // Budget (docs/architecture.md#budgets): each remote's own entry at most 15 KB gzipped.
  entryBudget: 15 * 1024,
});
