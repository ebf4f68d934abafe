import { productAddress, productPaths } from './productPaths';

const set = { id: 1, slugs: { en: 'inercise-device-set', pl: 'zestaw-inercise' } };
const stand = { id: 8 };

describe('productPaths', () => {
  it('names the page’s path in each language with its prefix: its slug, or its id without slugs', () => {
    expect(productPaths(set)).toEqual({ en: '/en/product/inercise-device-set', pl: '/pl/product/zestaw-inercise' });
    expect(productPaths(stand)).toEqual({ en: '/en/product?id=8', pl: '/pl/product?id=8' });
  });
});

describe('productAddress', () => {
  it.each([
    ['an old id address', '/en/product', '?id=1', 'en', '/en/product/inercise-device-set'],
    ['the other language’s slug', '/pl/product/inercise-device-set', '', 'en', '/pl/product/zestaw-inercise'],
    ['an old slug', '/en/product/inercise-starter-set', '', 'pl', '/en/product/inercise-device-set'],
    ['a bare path, in the shopper’s language', '/product', '?id=1', 'pl', '/product/zestaw-inercise'],
    ['an id address with other parameters', '/en/product', '?utm_source=mail&id=1', 'en', '/en/product/inercise-device-set?utm_source=mail'],
  ] as const)('moves %s to the product’s slug', (_, pathname, search, language, address) => {
    expect(productAddress(set, pathname, search, language)).toBe(address);
  });

  it('leaves a product at its own address, and one without slugs where it is', () => {
    expect(productAddress(set, '/pl/product/zestaw-inercise', '', 'en')).toBeNull();
    expect(productAddress(set, '/product/inercise-device-set', '?utm_source=mail', 'en')).toBeNull();
    expect(productAddress(stand, '/en/product', '?id=8', 'en')).toBeNull();
  });
});
