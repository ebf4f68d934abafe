import { publicRoutes, sitemapPages } from './sitemapPages';

const entries = {
  products: [
    { id: 1, slugs: { en: 'inercise-device-set', pl: 'zestaw-inercise' }, lastModified: '2026-11-20T10:00:00.000Z' },
    { id: 7, slugs: { en: '../admin', pl: 'x' }, lastModified: '2026-11-20T10:00:00.000Z' },
  ],
  articles: [{ id: 3, slugs: { en: 'what-is-flywheel-training', pl: 'czym-jest-trening-inercyjny' }, lastModified: '2026-11-21T08:30:00+01:00' }],
};

describe('sitemapPages', () => {
  it('lists the public routes without parameters, in both languages, and none of the private ones', () => {
    expect(publicRoutes).toEqual(
      expect.arrayContaining(['/', '/blog', '/contact', '/inercise', '/excercise-atlas', '/application', '/partners', '/privacy-policy', '/terms-of-sale', '/qr', '/shop']),
    );
    for (const left of ['/article', '/article/:slug', '/product', '/product/:slug', '/qr/:serialNumber', '/cart', '/login', '/admin']) expect(publicRoutes).not.toContain(left);
    const pages = sitemapPages(entries) ?? [];
    expect(pages.find((page) => page.xDefault === '/')).toEqual({ paths: { pl: '/pl', en: '/en' }, xDefault: '/' });
    expect(pages.find((page) => page.xDefault === '/shop')).toEqual({ paths: { pl: '/pl/shop', en: '/en/shop' }, xDefault: '/shop' });
  });

  it('adds each product and article under its slug in each language, with when it last changed', () => {
    const pages = sitemapPages(entries) ?? [];
    expect(pages).toContainEqual({
      paths: { pl: '/pl/product/zestaw-inercise', en: '/en/product/inercise-device-set' },
      xDefault: '/product/inercise-device-set',
      lastModified: '2026-11-20T10:00:00.000Z',
    });
    expect(pages).toContainEqual({
      paths: { pl: '/pl/article/czym-jest-trening-inercyjny', en: '/en/article/what-is-flywheel-training' },
      xDefault: '/article/what-is-flywheel-training',
      lastModified: '2026-11-21T07:30:00.000Z',
    });
    // A slug no URL may hold is left out rather than written into the sitemap.
    expect(pages.some((page) => page.paths.en.includes('admin'))).toBe(false);
    expect(pages).toHaveLength(publicRoutes.length + 2);
  });

  it('adds the blog filtered by each category holding an article, the same query in both languages', () => {
    const pages =
      sitemapPages({
        ...entries,
        articleCategories: [
          { slug: 'training', lastModified: '2026-11-22T10:00:00.000Z' },
          { slug: 'bad slug', lastModified: '2026-11-22T10:00:00.000Z' },
        ],
      }) ?? [];
    expect(pages).toContainEqual({
      paths: { pl: '/pl/blog?category=training', en: '/en/blog?category=training' },
      xDefault: '/blog?category=training',
      lastModified: '2026-11-22T10:00:00.000Z',
    });
    expect(pages.some((page) => page.xDefault.includes('bad'))).toBe(false);
  });

  it('gives nothing for an answer that is not the list the contract describes', () => {
    expect(sitemapPages(null)).toBeNull();
    expect(sitemapPages({ products: [] })).toBeNull();
    expect(sitemapPages({ products: [{ id: 1 }], articles: [] })).toBeNull();
    expect(sitemapPages({ products: [], articles: [] })).toHaveLength(publicRoutes.length);
  });
});
