// Fails the build when a named asset grows past its gzipped budget (webpack's own hints only see raw bytes).
const { gzipSync } = require('node:zlib');

class GzipBudgetPlugin {
  /** @param {Record<string, number>} budgets asset name → maximum gzipped bytes */
  constructor(budgets) {
    this.budgets = budgets;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('GzipBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GzipBudgetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, budget] of Object.entries(this.budgets)) {
            const asset = assets[name];
            if (!asset) continue;
            const size = gzipSync(asset.buffer()).length;
            if (size > budget) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(`${name} is ${(size / 1024).toFixed(1)} KB gzipped, over its budget of ${(budget / 1024).toFixed(1)} KB`),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = GzipBudgetPlugin;
