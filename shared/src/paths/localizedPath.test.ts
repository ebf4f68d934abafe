import { languageFromPath, localizePath, stripLanguage } from './localizedPath';

describe('localized paths', () => {
  it('reads the language from the first segment only', () => {
    expect(languageFromPath('/pl/shop')).toBe('pl');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/shop/pl')).toBeNull();
    expect(languageFromPath('/plx')).toBeNull();
  });

  it('strips the prefix', () => {
    expect(stripLanguage('/en/product')).toBe('/product');
    expect(stripLanguage('/pl')).toBe('/');
    expect(stripLanguage('/blog')).toBe('/blog');
  });

  it('puts a path under a language, keeping query and hash', () => {
    expect(localizePath('/product?id=1', 'en')).toBe('/en/product?id=1');
    expect(localizePath('/pl/shop#top', 'en')).toBe('/en/shop#top');
    expect(localizePath('/', 'pl')).toBe('/pl');
    expect(localizePath('/en', 'pl')).toBe('/pl');
  });
});
