const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise · mf-backoffice (standalone)',
  exposes: {
    "./app": "./src/lifecycles.tsx"
  },
  copy: [{ from: 'public', to: '.' }],
  // Budget (docs/architecture.md#budgets): each remote's own entry at most 15 KB gzipped.
  entryBudget: 15 * 1024,
});
