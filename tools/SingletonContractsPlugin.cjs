// A remote that imports a contract module would bundle it (and zod with it), though @inercise/shared, the page's
// singleton, already carries it: the page would download it twice. This plugin points a remote's imports of contract
// modules that the singleton re-exports whole at @inercise/shared instead, wherever the import comes from: a route
// file, a contracts subpath entry (legal texts, the tax number rule, pricing...) or the remote's own code
// (docs/decisions/0038-one-route-table.md, 0045-contracts-once-per-page.md).
const fs = require('node:fs');
const path = require('node:path');

const contractsSrc = path.resolve(__dirname, '../contracts/src');
const sharedSrc = path.resolve(__dirname, '../shared/src');

/** The contract modules (`domain/product`, `validation/login`...) whose every export @inercise/shared re-exports. */
function singletonModules() {
  const index = fs.readFileSync(path.join(contractsSrc, 'index.ts'), 'utf8');
  const whole = [...index.matchAll(/^export \* from '\.\/((?:domain|validation)\/[A-Za-z]+)';$/gm)].map((match) => match[1]);
  // The route table's helper: @inercise/shared re-exports its values (endpoint, pathOf, queryStringOf).
  return new Set([...whole, 'routes/endpoint']);
}

/** The file a specifier names, if it is one of the contracts' or the shared package's own sources. */
function sourceFile(specifier, fromDir) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(fromDir, specifier);
  else if (specifier === '@inercise/contracts') base = path.join(contractsSrc, 'index');
  else if (specifier.startsWith('@inercise/contracts/')) base = path.join(contractsSrc, specifier.slice('@inercise/contracts/'.length));
  else return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, `${path.basename(base)}.ts`)]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every contracts and shared source the singleton's entry imports, directly or not. These must keep their own
 * imports: pointed at the singleton, they would import it from inside it while it loads.
 */
function filesInSingleton() {
  const seen = new Set();
  const queue = [path.join(sharedSrc, 'index.ts')];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    // Static imports and re-exports only: what a dynamic import() brings arrives once the singleton has loaded.
    for (const match of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
      const target = sourceFile(match[1] ?? match[2], path.dirname(file));
      if (target && (target.startsWith(contractsSrc) || target.startsWith(sharedSrc))) queue.push(target);
    }
  }
  return seen;
}

/** The singleton module a request names (`domain/product`), if it names one. */
function singletonModuleOf(request, issuer, modules) {
  const file = sourceFile(request, path.dirname(issuer));
  if (!file || !file.startsWith(contractsSrc + path.sep)) return null;
  const name = path.relative(contractsSrc, file).replace(/\\/g, '/').replace(/\.tsx?$/, '');
  return modules.has(name) ? name : null;
}

class SingletonContractsPlugin {
  apply(compiler) {
    const modules = singletonModules();
    const inSingleton = filesInSingleton();
    compiler.hooks.normalModuleFactory.tap('SingletonContractsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SingletonContractsPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`) || inSingleton.has(issuer)) return;
        // The contracts' top-level entries (admin, profile) re-export whole modules with `export *`: left alone.
        if (issuer.startsWith(contractsSrc) && path.dirname(issuer) === contractsSrc) return;
        if (singletonModuleOf(data.request, issuer, modules)) data.request = '@inercise/shared';
      });
    });
  }
}

module.exports = { SingletonContractsPlugin };
