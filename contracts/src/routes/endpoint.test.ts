import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoint, pathOf, queryStringOf } from './endpoint';

describe('the route table helpers', () => {
  it('fill a path with its parameters, encoded', () => {
    expect(pathOf({ path: '/order/:orderNumber/item/:id' }, { orderNumber: 'INR/1 2', id: 7 })).toBe('/order/INR%2F1%202/item/7');
    expect(pathOf({ path: '/cart' })).toBe('/cart');
  });

  it('refuse a path whose parameter has no value', () => {
    expect(() => pathOf({ path: '/order/:orderNumber' }, {})).toThrow(/:orderNumber/);
    expect(() => pathOf({ path: '/order/:orderNumber' }, { orderNumber: '' })).toThrow(/:orderNumber/);
  });

  it('write a query without empty values, repeating a key for a list', () => {
    expect(queryStringOf({ page: 2, q: '', status: undefined, tag: ['a', 'b c'] })).toBe('?page=2&tag=a&tag=b+c');
    expect(queryStringOf({})).toBe('');
    expect(queryStringOf(undefined)).toBe('');
  });

  it('take a path without a trailing slash only', () => {
    const fine = endpoint({ method: 'GET', path: '/cart/cart-item', auth: 'customer', summary: 's', tags: [] });
    expect(fine.path).toBe('/cart/cart-item');
    // @ts-expect-error a trailing slash is refused by the compiler
    endpoint({ method: 'GET', path: '/cart/cart-item/', auth: 'customer', summary: 's', tags: [] });
  });
});

describe('the route table files', () => {
  it('mark every entry pure, so a bundle keeps only the entries it calls', () => {
    const unmarked: string[] = [];
    for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const text = readFileSync(join(__dirname, file), 'utf8');
      for (const match of text.matchAll(/export const (\w+) = (\/\*#__PURE__\*\/ )?endpoint\(/g)) if (!match[2]) unmarked.push(`${file}: ${match[1]}`);
    }
    expect(unmarked).toEqual([]);
  });
});

describe("the shop's route files", () => {
  // Remotes' builds point these files' contract imports at the @inercise/shared singleton
  // (tools/SingletonContractsPlugin.cjs), which re-exports only what the contracts' index exports whole.
  const index = readFileSync(join(__dirname, '..', 'index.ts'), 'utf8');
  const wholeInIndex = new Set([...index.matchAll(/^export \* from '\.\/((?:domain|validation)\/\w+)';$/gm)].map((match) => match[1]));
  // Files whose schemas are not the singleton's: the owner's, the account's devices and profile, the login's second
  // step, the provider's notification. They bundle their own (and zod); no shop page's first view calls them.
  const ownSchemas = /^(admin\w+|devices|profile|secondFactorLogin|paymentNotification)\.ts$/;
  const files = readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !ownSchemas.test(name) && name !== 'endpoint.ts');

  it('import contract modules only where the singleton carries them whole, and no zod of their own', () => {
    const strays: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(__dirname, file), 'utf8');
      if (/from 'zod\/mini'/.test(text)) strays.push(`${file}: zod/mini`);
      for (const match of text.matchAll(/from '\.\.\/((?:domain|validation)\/[\w/]+)'/g)) if (!wholeInIndex.has(match[1])) strays.push(`${file}: ${match[1]}`);
    }
    expect(strays).toEqual([]);
  });
});
