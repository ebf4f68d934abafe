const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Inercise',
  template: './src/index.html',
  // Composes each page on the server: its language and the route owner's first screen.
  server: './src/server/composePage.ts',
  // A page sent with its first screen loads the page bundle once that screen is painted.
  pageStart: './src/startup/pageStart.ts',
  copy: [
    { from: 'public', to: '.' },
    // The app-shell HTML paints the logo before any JavaScript runs.
    { from: 'src/assets/logo.svg', to: 'logo.svg' },
  ],
});
