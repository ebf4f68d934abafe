const createWebpackConfig = require('../tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  title: 'Inercise',
  template: './src/index.html',
  copy: [{ from: 'public', to: '.' }],
});
