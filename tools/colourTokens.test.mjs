// Every colour of the bundles' style sheets comes from shared/src/tokens/tokens.css (docs/product-rules.md#design-tokens-and-breakpoints):
// a colour written anywhere else fails here, as does a colour token used but never defined.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TOKENS = join(root, 'shared/src/tokens/tokens.css');

/** The style sheets of every package's sources, the tokens themselves left out. */
const styleSheets = () => {
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist') return [];
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : entry.name.endsWith('.css') ? [path] : [];
    });
  return workspaces.flatMap((pkg) => {
    try {
      return walk(join(root, pkg, 'src'));
    } catch {
      return [];
    }
  }).filter((file) => file !== TOKENS);
};

const withoutComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

const NAMED = ['white', 'black', 'red', 'green', 'blue', 'gray', 'grey', 'orange', 'yellow', 'purple', 'pink', 'silver', 'navy', 'maroon', 'teal'];
const COLOUR = new RegExp(
  [
    '#[0-9a-f]{3,8}(?![0-9a-z_-])',
    '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(',
    `(?<=[:\\s,(])(?:${NAMED.join('|')})(?=[\\s;,)!]|$)`,
  ].join('|'),
  'gi',
);

/** The hard-coded colours of a style sheet, with their line numbers. */
export const hardCodedColours = (css) => {
  const found = [];
  withoutComments(css)
    .split('\n')
    .forEach((line, index) => {
      // Only declarations' values (a selector may well say `.white`): what follows a rule's `{`, up to its `}`, or a
      // value's continuation line.
      const text = (line.includes('{') ? line.slice(line.lastIndexOf('{') + 1) : line).replace(/}.*$/, '');
      const declaration = /^\s*(?:--)?[a-z-]+\s*:(.*)$/i.exec(text);
      const value = declaration ? declaration[1] : line.includes('{') || line.includes('}') ? '' : text;
      for (const match of value.matchAll(COLOUR)) found.push(`${index + 1}: ${match[0]}`);
    });
  return found;
};

describe('colour tokens', () => {
  it('finds a hard-coded colour in any form, and nothing in tokens or selectors', () => {
    assert.deepEqual(hardCodedColours('.a {\n  color: #fff;\n  border: 1px solid #E2E5E9;\n}'), ['2: #fff', '3: #E2E5E9']);
    assert.deepEqual(hardCodedColours('.a { background: rgb(17 20 24 / 14%); }').length, 1);
    assert.deepEqual(hardCodedColours('.a {\n  box-shadow:\n    0 1px 2px hsla(0, 0%, 0%, 0.2);\n}'), ['3: hsla(']);
    assert.deepEqual(hardCodedColours('.a { color: white; }'), ['1: white']);
    assert.deepEqual(hardCodedColours('.white:hover {\n  color: var(--color-paper);\n  background: transparent;\n  fill: currentColor;\n}'), []);
    assert.deepEqual(hardCodedColours('/* was #fff */\n.a { color: var(--color-ink); }'), []);
    assert.deepEqual(hardCodedColours('.a { transition: color var(--motion) var(--ease); }'), []);
  });

  it('the style sheets take every colour from the tokens', () => {
    const offending = styleSheets().flatMap((file) => hardCodedColours(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`));
    assert.deepEqual(offending, [], 'a colour belongs in shared/src/tokens/tokens.css, named by what it is for');
  });

  it('every colour token a style sheet uses is defined', () => {
    const tokens = readFileSync(TOKENS, 'utf8');
    const defined = new Set([...tokens.matchAll(/(--(?:color|scrim)-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const missing = styleSheets().flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const local = new Set([...css.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
      return [...css.matchAll(/var\((--(?:color|scrim)-[a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name) && !local.has(name))
        .map((name) => `${relative(root, file)}: ${name}`);
    });
    assert.deepEqual(missing, []);
  });
});
