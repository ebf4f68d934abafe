const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise · mf-cart-checkout (standalone)',
  exposes: {
    "./app": "./src/lifecycles.tsx",
    "./CartIcon": "./src/fragments/CartIcon.tsx",
    "./MiniCart": "./src/fragments/MiniCart.tsx",
    "./cartActions": "./src/fragments/cartActions.ts"
  },
  copy: [{ from: 'public', to: '.' }],
  // The cart's heading, rendered for the shell's server before any JavaScript runs.
  server: './src/server/renderFirstScreen.ts',
  // Budget (docs/architecture.md#budgets): each remote's own entry at most 15 KB gzipped.
  entryBudget: 15 * 1024,
});
