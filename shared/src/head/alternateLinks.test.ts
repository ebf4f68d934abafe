import { alternateLinks } from './alternateLinks';

describe('alternateLinks', () => {
  it('names the page in each language and the bare path as x-default', () => {
    expect(alternateLinks('https://shop.test', '/article', '?id=2')).toEqual([
      { hreflang: 'pl', href: 'https://shop.test/pl/article?id=2' },
      { hreflang: 'en', href: 'https://shop.test/en/article?id=2' },
      { hreflang: 'x-default', href: 'https://shop.test/article?id=2' },
    ]);
  });

  it('writes the home page as the bare language prefix', () => {
    expect(alternateLinks('https://shop.test', '/', '').map((link) => link.href)).toEqual([
      'https://shop.test/pl',
      'https://shop.test/en',
      'https://shop.test/',
    ]);
  });
});
