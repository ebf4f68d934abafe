// The router's unused parts (tools/reactRouterUnusedParts.cjs): on the router this checkout installs, the parts no
// bundle imports must fall away when minified, and what the shop imports must stay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { minify } from '@swc/core';
import { repoRoot } from '../scripts/lib/packages.mjs';

const require = createRequire(import.meta.url);
const { withoutUnusedParts } = require('./reactRouterUnusedParts.cjs');
const production = join(dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })), 'dist', 'production');
const chunk = readdirSync(production).find((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file) && readFileSync(join(production, file), 'utf8').includes('var NavLink ='));
/** The names the shop takes from the router (shared/src/router/router.ts). */
const used = readFileSync(join(repoRoot, 'shared/src/router/router.ts'), 'utf8').match(/export \{([^}]+)\} from 'react-router'/)[1].split(',').map((name) => name.trim()).filter(Boolean);

/** The chunk as a module exporting only the shop's names, minified (by the build's other minifier, at hand here). */
async function minified(source) {
  const onlyUsed = source.replace(/export \{[^}]*\};\s*$/, `export { ${used.join(', ')} };\n`);
  return (await minify(onlyUsed, { module: true, compress: { passes: 2 }, mangle: true })).code;
}

test("react-router's production chunk is found and the shop's names come from it", () => {
  assert.ok(chunk, 'no production chunk defining NavLink');
  assert.ok(used.includes('Link') && used.includes('Routes'), used.join(', '));
});

test('without the labels, what the shop does not import is left out and what it imports stays', async () => {
  const source = readFileSync(join(production, chunk), 'utf8');
  const before = await minified(source);
  const after = await minified(withoutUnusedParts(source));
  // Form's and NavLink's own error texts and attributes: present only while those components are kept.
  assert.match(before, /aria-current/);
  assert.doesNotMatch(after, /aria-current/);
  assert.doesNotMatch(after, /useSubmit|fetcher\.Form/);
  assert.ok(after.length < before.length - 4000, `${before.length} -> ${after.length}`);
  for (const name of used) assert.match(after, new RegExp(`\\b${name}\\b`), name);
});

test('only whole label statements are removed and only construction calls marked', () => {
  const sample = ['var Link = React10.forwardRef(function Link() {});', 'Link.displayName = "Link";', 'x.displayName = name;', 'var C = React2.createContext(null);', 'React.forwardRef(inner);'].join('\n');
  assert.equal(
    withoutUnusedParts(sample),
    ['var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});', '', 'x.displayName = name;', 'var C = /* @__PURE__ */ React2.createContext(null);', 'React.forwardRef(inner);'].join('\n'),
  );
});
