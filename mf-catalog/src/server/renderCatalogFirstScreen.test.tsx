/** @jest-environment node */
import { catalogue, catalogueRoutes, fakeApi, type FakeApi } from '@inercise/shared/testing';
import { forgetCatalogue } from '../testing/forgetCatalogue';
import { CATALOGUE_DATA_ID } from '../features/firstScreen/catalogueHandoff';
import { renderFirstScreen } from './renderFirstScreen';

const request = (path: string, language: 'pl' | 'en') => ({ path, language, publicPath: 'https://catalog.test/', apiUrl: 'https://api.test' });
const nbsp = '\u00a0';

let api: FakeApi;
beforeEach(() => {
  forgetCatalogue();
  api = fakeApi(catalogueRoutes());
});

describe('the catalog team first screens', () => {
  it('draws /shop from the API’s catalogue: heading, every product with its price in the language’s currency', async () => {
    const screen = await renderFirstScreen(request('/pl/shop', 'pl'));
    const html = screen?.html ?? '';
    expect(api.calls.map((call) => call.key)).toEqual(expect.arrayContaining(['GET /products', 'GET /product-type']));
    expect(html).toContain('<h1 id="shop-title">Sklep</h1>');
    expect(html.match(/<li><a [^>]*href="\/pl\/product\?id=\d+"/g)).toHaveLength(catalogue.length);
    expect(html).toContain(`8${nbsp}499${nbsp}PLN`);
    expect(html).toContain('src="https://api.test/thumbnail/deviceSet.webp"');
    expect(html).not.toContain('style=');
  });

  it('draws a product page in English with euro prices, the gallery’s main image first', async () => {
    const screen = await renderFirstScreen(request('/en/product?id=1', 'en'));
    const html = screen?.html ?? '';
    expect(html).toMatch(/<h1 id="product-title"[^>]*>/);
    expect(html).toContain(`1,999${nbsp}EUR`);
    expect(html).toMatch(/<img [^>]*src="https:\/\/api.test\/image\/deviceSet.webp"[^>]*fetchPriority="high"/);
  });

  it('hands the catalogue over in a JSON block that no product text can end early', async () => {
    api = fakeApi(catalogueRoutes([{ ...catalogue[0]!, name: '</script><script>alert(1)</script>' }]));
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
    api.fail('GET /products', 'network');
    await expect(renderFirstScreen(request('/shop', 'en'))).rejects.toThrow();
  });
});
