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
