const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise · mf-account (standalone)',
  exposes: {
    "./app": "./src/lifecycles.tsx",
    "./UserPanel": "./src/fragments/UserPanel.tsx",
    "./session": "./src/fragments/session.ts"
  },
  copy: [{ from: 'public', to: '.' }],
  // Budget (docs/architecture.md#budgets): each remote's own entry at most 15 KB gzipped.
  entryBudget: 15 * 1024,
});
