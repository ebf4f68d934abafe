const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise · mf-content (standalone)',
  exposes: {
    "./app": "./src/lifecycles.tsx",
    "./NewsletterForm": "./src/fragments/NewsletterForm.tsx"
  },
  copy: [
    { from: 'public', to: '.' },
    // The home page's picture for shared links (src/features/home/homeHead.ts): the hero's poster as a JPEG.
    { from: 'src/assets/media/hero-desktop-poster.jpg', to: 'share/home.jpg' },
  ],
  // Every page of this team, rendered for the shell's server before any JavaScript runs.
  server: './src/server/renderFirstScreen.ts',
  // Budget (docs/architecture.md#budgets): each remote's own entry at most 15 KB gzipped.
  entryBudget: 15 * 1024,
});
