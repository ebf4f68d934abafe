// A remote that calls an entry of the route table (contracts/src/routes) would bundle the schemas the entry names,
// and zod with them, though @inercise/shared, the page's singleton, already carries both. This plugin points the
// route files' imports of contract modules that the contracts' index re-exports whole at @inercise/shared instead,
// so the remote keeps only the entries' own few lines (docs/decisions/0038-one-route-table.md).
const fs = require('node:fs');
const path = require('node:path');

const contractsSrc = path.resolve(__dirname, '../contracts/src');
const routesDir = path.join(contractsSrc, 'routes') + path.sep;

/** The contract modules (`domain/product`, `validation/login`...) whose every export @inercise/shared re-exports. */
function singletonModules() {
  const index = fs.readFileSync(path.join(contractsSrc, 'index.ts'), 'utf8');
  return new Set([...index.matchAll(/^export \* from '\.\/((?:domain|validation)\/[A-Za-z]+)';$/gm)].map((match) => match[1]));
}

/**
 * Route files that @inercise/shared itself imports are left alone: pointed at the singleton, they would import it
 * from inside it while it loads.
 */
const IMPORTED_BY_SHARED = new Set(['sessions.ts', 'endpoint.ts']);

class SingletonContractsPlugin {
  apply(compiler) {
    const modules = singletonModules();
    compiler.hooks.normalModuleFactory.tap('SingletonContractsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SingletonContractsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!issuer.startsWith(routesDir) || IMPORTED_BY_SHARED.has(path.basename(issuer))) return;
        const match = /^\.\.\/((?:domain|validation)\/[A-Za-z]+)$/.exec(data.request);
        if (match && modules.has(match[1])) data.request = '@inercise/shared';
      });
    });
  }
}

module.exports = { SingletonContractsPlugin, singletonModules, IMPORTED_BY_SHARED };
