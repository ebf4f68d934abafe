/** @jest-environment node */
import { defaultCurrencyFor, formatPrice, type Language, type StructuredData } from '@inercise/shared';
import type { FirstScreen } from '@inercise/shared/first-screen';
import { catalogue, fakeApi, type FakeApi } from '@inercise/shared/testing';
import { forgetCatalogue } from '../testing/forgetCatalogue';
import { oldDeviceSetSlugs, sluggedCatalogue, sluggedCatalogueRoutes } from '../testing/sluggedCatalogue';
import { richResultProblems } from '../testing/richResultProblems';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { CATALOGUE_DATA_ID } from '../features/firstScreen/catalogueHandoff';
import { renderFirstScreen } from './renderFirstScreen';

const ORIGIN = 'https://shop.test';
const request = (path: string, language: Language) => ({ path, language, publicPath: 'https://catalog.test/', apiUrl: 'https://api.test', origin: ORIGIN });
const nbsp = '\u00a0';

let api: FakeApi;
beforeEach(() => {
  forgetCatalogue();
  api = fakeApi(sluggedCatalogueRoutes());
});

const ofType = (screen: FirstScreen | null, type: string): StructuredData => {
  const found = screen?.head?.structuredData?.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(screen?.head)}`);
  return found;
};

interface Offer {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}

describe('the catalog team first screens', () => {
  it('draws /shop from the API’s catalogue: heading, every product with its price in the language’s currency', async () => {
    const screen = await renderFirstScreen(request('/pl/shop', 'pl'));
    const html = screen?.html ?? '';
    expect(api.calls.map((call) => call.key)).toEqual(expect.arrayContaining(['GET /products', 'GET /product-type']));
    expect(html).toContain('<h1 id="shop-title">Sklep</h1>');
    expect(html).toContain(`8${nbsp}499${nbsp}PLN`);
    expect(html).toContain('src="https://api.test/thumbnail/deviceSet.webp"');
    expect(html).not.toContain('style=');
  });

  it.each([
    ['/pl/shop', 'pl', `Najniższa cena z 30 dni przed obniżką: 8${nbsp}999${nbsp}PLN`],
    ['/en/shop', 'en', `Lowest price in the last 30 days: 2,099${nbsp}EUR`],
  ] as const)('draws %s with the lowest price of 30 days beside every struck-through price', async (path, language, deviceSet) => {
    const html = (await renderFirstScreen(request(path, language)))?.html ?? '';
    const struck = [...html.matchAll(/<s /g)].length;
    expect(struck).toBeGreaterThan(0);
    expect([...html.matchAll(/data-testid="lowest-price-30d"/g)]).toHaveLength(struck);
    expect(html).toContain(deviceSet);
  });

  it('links every product of the shop by its slug in the page’s language, by id when it has none', async () => {
    const html = (await renderFirstScreen(request('/pl/shop', 'pl')))?.html ?? '';
    const links = [...html.matchAll(/<li><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toHaveLength(catalogue.length);
    expect(links).toContain('/pl/product/zestaw-inercise');
    expect(links).toContain('/pl/product/drazek-treningowy');
    expect(links).toContain('/pl/product?id=8');
  });

  it('describes the shop: its title and description as the page sets them, and its breadcrumb', async () => {
    const screen = await renderFirstScreen(request('/pl/shop', 'pl'));
    expect(screen?.head).toMatchObject({ title: 'Sklep', description: catalogTranslations.pl.meta.shopDescription, type: 'website' });
    expect(screen?.head?.noindex).toBeUndefined();
    const crumbs = ofType(screen, 'BreadcrumbList');
    expect(richResultProblems(crumbs)).toEqual([]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://shop.test/pl' },
      { '@type': 'ListItem', position: 2, name: 'Sklep', item: 'https://shop.test/pl/shop' },
    ]);
  });

  it('draws a product page at its slug in English with euro prices, the gallery’s main image first', async () => {
    const screen = await renderFirstScreen(request('/en/product/inercise-device-set', 'en'));
    const html = screen?.html ?? '';
    expect(screen?.redirect).toBeUndefined();
    expect(html).toMatch(/<h1 id="product-title"[^>]*>Inercise device set<\/h1>/);
    expect(html).toContain(`1,999${nbsp}EUR`);
    expect(html).toMatch(/<img [^>]*src="https:\/\/api.test\/image\/deviceSet.webp"[^>]*fetchPriority="high"/);
    expect(html).toContain('href="/en/product/inercise-device"');
    expect(html).not.toContain('style=');
  });

  it('draws every page whole from the catalogue it fetched, however long the server takes before drawing it', async () => {
    // A loaded server: every reading of the clock is 600 ms after the one before, so the copy of the catalogue the
    // page fetched is past the server's one second by the time the page is drawn.
    await renderFirstScreen(request('/pl/shop', 'pl'));
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 600));
    try {
      for (const path of ['/pl/product/zestaw-inercise', '/pl/shop']) {
        const html = (await renderFirstScreen(request(path, 'pl')))?.html ?? '';
        expect(html).toMatch(/<h1 id="(product|shop)-title"/);
        expect(html).not.toContain('data-testid="product-skeleton"');
        expect(html).not.toContain('aria-busy="true"');
      }
      const product = (await renderFirstScreen(request('/pl/product/zestaw-inercise', 'pl')))?.html ?? '';
      expect([...product.matchAll(/<h3 /g)]).toHaveLength(4);
    } finally {
      clock.mockRestore();
    }
  });

  it('describes a product page: name, opening of the description, main image, its address in each language', async () => {
    const screen = await renderFirstScreen(request('/pl/product/zestaw-inercise', 'pl'));
    expect(screen?.head).toEqual(
      expect.objectContaining({
        title: 'Zestaw Inercise',
        description: expect.stringMatching(/^Wszystko, czego potrzebujesz/) as string,
        image: 'https://api.test/image/deviceSet.webp',
        type: 'product',
        paths: { en: '/en/product/inercise-device-set', pl: '/pl/product/zestaw-inercise' },
      }),
    );
    expect(screen?.head?.description.length).toBeLessThanOrEqual(155);
  });

  it('describes a product by the owner’s own texts when the API sends them, as the page shows them', async () => {
    const texts = {
      en: { name: 'Hip belt XL', description: 'A wider belt. For big hips.' },
      pl: { name: 'Pas biodrowy XL', description: 'Szerszy pas. Na szerokie biodra.' },
    };
    api = fakeApi(sluggedCatalogueRoutes(sluggedCatalogue.map((product) => (product.id === 14 ? { ...product, texts } : product))));
    const screen = await renderFirstScreen(request('/pl/product/pas-biodrowy', 'pl'));
    expect(screen?.html).toMatch(/<h1 id="product-title"[^>]*>Pas biodrowy XL<\/h1>/);
    expect(screen?.head).toMatchObject({ title: 'Pas biodrowy XL', description: 'Szerszy pas. Na szerokie biodra.' });
    expect(ofType(screen, 'Product')).toMatchObject({ name: 'Pas biodrowy XL', description: 'Szerszy pas. Na szerokie biodra.' });
  });

  it('gives each product page a Product and a BreadcrumbList that Google’s rich results accept', async () => {
    const screen = await renderFirstScreen(request('/pl/product/zestaw-inercise', 'pl'));
    const product = ofType(screen, 'Product');
    const crumbs = ofType(screen, 'BreadcrumbList');
    expect(richResultProblems(product)).toEqual([]);
    expect(richResultProblems(crumbs)).toEqual([]);
    expect(product).toMatchObject({
      name: 'Zestaw Inercise',
      image: ['https://api.test/image/deviceSet.webp', 'https://api.test/image/deviceSet-2.webp'],
      sku: '1',
      brand: { '@type': 'Brand', name: 'Inercise' },
    });
    expect(product.offers).toEqual([
      expect.objectContaining({ price: '8499.00', priceCurrency: 'PLN', availability: 'https://schema.org/InStock', url: 'https://shop.test/pl/product/zestaw-inercise' }),
      expect.objectContaining({ price: '1999.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://shop.test/pl/product/zestaw-inercise' }),
    ]);
    expect((crumbs.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      'https://shop.test/pl',
      'https://shop.test/pl/shop',
      'https://shop.test/pl/product/zestaw-inercise',
    ]);
  });

  describe.each(['pl', 'en'] as const)('in %s, for every product the shop shows', (language) => {
    const currency = defaultCurrencyFor(language);
    const addToCart = catalogTranslations[language].product.addToCart;

    it.each(sluggedCatalogue.map((product) => [product.id, product] as const))(
      'product %i: the offer in the page’s currency is the price the page shows, available when it can be added',
      async (_, product) => {
        const path = product.slugs ? `/${language}/product/${product.slugs[language]}` : `/${language}/product?id=${product.id}`;
        const screen = await renderFirstScreen(request(path, language));
        // Without the comments that keep React's adjacent text nodes apart for hydration.
        const html = (screen?.html ?? '').replaceAll('<!-- -->', '');
        const shown = /data-testid="product-price"><span[^>]*><span class="visually-hidden">[^<]*<\/span>([^<]+)<\/span>/.exec(html)?.[1];
        const button = new RegExp(`<button [^>]*>${addToCart}</button>`).exec(html)?.[0];
        expect(shown).toBeDefined();
        expect(button).toBeDefined();

        const data = ofType(screen, 'Product');
        expect(richResultProblems(data)).toEqual([]);
        const offers = data.offers as Offer[];
        const offer = offers.find((candidate) => candidate.priceCurrency === currency);
        expect(formatPrice(Number(offer?.price), currency, language)).toBe(shown);
        const purchasable = !button?.includes('disabled');
        for (const each of offers) expect(each.availability).toBe(purchasable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
      },
    );
  });

  it('says a product with nothing available to choose is out of stock', async () => {
    const screen = await renderFirstScreen(request('/en/product/flywheel-disc-50', 'en'));
    expect((ofType(screen, 'Product').offers as Offer[]).map((offer) => offer.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/OutOfStock',
    ]);
  });

  it('draws a product at a bare slug of the request’s language where it is', async () => {
    const screen = await renderFirstScreen(request('/product/training-bar', 'en'));
    expect(screen?.redirect).toBeUndefined();
    expect(screen?.html).toMatch(/<h1 id="product-title"[^>]*>Training bar<\/h1>/);
    expect(screen?.head?.paths).toEqual({ en: '/en/product/training-bar', pl: '/pl/product/drazek-treningowy' });
  });

  it('draws a product without slugs at its ?id= address, which is then its address in each language', async () => {
    const screen = await renderFirstScreen(request('/en/product?id=8', 'en'));
    expect(screen?.html).toMatch(/<h1 id="product-title"[^>]*>Stand<\/h1>/);
    expect(screen?.head?.paths).toEqual({ en: '/en/product?id=8', pl: '/pl/product?id=8' });
    expect((ofType(screen, 'Product').offers as Offer[])[0]?.url).toBe('https://shop.test/en/product?id=8');
  });

  it.each([
    ['an old ?id= address', '/en/product?id=1', 'en', '/en/product/inercise-device-set'],
    ['a bare old ?id= address, in the request’s language', '/product?id=4&utm_source=mail', 'pl', '/pl/product/drazek-treningowy'],
    ['the other language’s slug', '/pl/product/inercise-device-set', 'pl', '/pl/product/zestaw-inercise'],
    ['a bare slug of the other language', '/product/zestaw-inercise', 'en', '/en/product/inercise-device-set'],
    ['a slug the product had before a rename', `/en/product/${oldDeviceSetSlugs.pl}`, 'en', '/en/product/inercise-device-set'],
  ] as const)('moves %s to the product’s slug', async (_, path, language, redirect) => {
    await expect(renderFirstScreen(request(path, language))).resolves.toEqual({ redirect, html: '' });
  });

  it.each([
    ['an unknown id', '/en/product?id=999'],
    ['a malformed id', '/en/product?id=abc'],
    ['no id', '/pl/product'],
    ['a slug no product ever had', '/en/product/no-such-product'],
    ['something that cannot be a slug', '/en/product/Not_A_Slug'],
    ['a malformed escape', '/en/product/%E0%A4%A'],
  ])('answers that nothing is at %s', async (_, path) => {
    await expect(renderFirstScreen(request(path, 'en'))).resolves.toEqual({ status: 404, html: '' });
  });

  it('asks the API about a slug only when no product of the catalogue has it now', async () => {
    await renderFirstScreen(request('/pl/product/inercise-device-set', 'pl'));
    await renderFirstScreen(request('/en/product/Not_A_Slug', 'en'));
    expect(api.callsTo('GET /slugs/product/:slug')).toEqual([]);
    await renderFirstScreen(request('/en/product/no-such-product', 'en'));
    expect(api.callsTo('GET /slugs/product/:slug').map((call) => call.path)).toEqual(['/slugs/product/no-such-product']);
  });

  it('answers that a product the shop hides is not there, by id or by slug', async () => {
    api = fakeApi(sluggedCatalogueRoutes(sluggedCatalogue.filter((product) => product.id !== 4)));
    await expect(renderFirstScreen(request('/en/product?id=4', 'en'))).resolves.toEqual({ status: 404, html: '' });
    await expect(renderFirstScreen(request('/en/product/training-bar', 'en'))).resolves.toEqual({ status: 404, html: '' });
  });

  it('hands the catalogue over in a JSON block that no product text can end early', async () => {
    api = fakeApi(sluggedCatalogueRoutes([{ ...sluggedCatalogue[0]!, name: '</script><script>alert(1)</script>' }]));
    const html = (await renderFirstScreen(request('/en/shop', 'en')))?.html ?? '';
    const block = new RegExp(`<script type="application/json" id="${CATALOGUE_DATA_ID}">(.*?)</script>`).exec(html);
    expect(block).not.toBeNull();
    const data = JSON.parse(block?.[1] ?? '') as { products: { name: string }[]; types: unknown[] };
    expect(data.products[0]?.name).toBe('</script><script>alert(1)</script>');
    expect(data.types.length).toBeGreaterThan(0);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('has none for other routes, and fails (the page is then drawn by the browser) when the API does', async () => {
    await expect(renderFirstScreen(request('/cart', 'en'))).resolves.toBeNull();
    await expect(renderFirstScreen(request('/en/product/a/b', 'en'))).resolves.toBeNull();
    api.fail('GET /products', 'network');
    await expect(renderFirstScreen(request('/shop', 'en'))).rejects.toThrow();
    api.reset('GET /products');
    api.fail('GET /slugs/product/:slug', 500);
    await expect(renderFirstScreen(request('/en/product/no-such-product', 'en'))).rejects.toThrow();
  });
});
