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
