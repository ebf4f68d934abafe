/** @jest-environment node */
import type { Language } from '@inercise/shared';
import { fakeApi, type FakeApi } from '@inercise/shared/testing';
import { forgetCatalogue } from '../testing/forgetCatalogue';
import { sluggedCatalogueRoutes } from '../testing/sluggedCatalogue';
import { renderFragment } from './renderFirstScreen';
import { teaserProps } from './renderCatalogFragment';

const request = (props: Record<string, unknown>, language: Language, fragment = 'ProductTeasers') => ({
  fragment,
  props,
  language,
  publicPath: 'https://catalog.test/',
  apiUrl: 'https://api.test',
  origin: 'https://shop.test',
});
const nbsp = '\u00a0';
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);

let api: FakeApi;
beforeEach(() => {
  forgetCatalogue();
  api = fakeApi(sluggedCatalogueRoutes());
});

describe('the product teasers drawn on the server', () => {
  it('draws the first products with links to their pages by slug, prices in the language’s currency', async () => {
    const html = (await renderFragment(request({ count: 3 }, 'pl')))?.html ?? '';
    expect(hrefs(html)).toEqual(['/pl/product/zestaw-inercise', '/pl/product/urzadzenie-inercise', '/pl/product/uchwyt-trojkatny']);
    expect(html).toContain('<h3');
    expect(html).toContain('Zestaw Inercise');
    expect(html).toContain(`8${nbsp}499${nbsp}PLN`);
    expect(html).toContain('src="https://api.test/thumbnail/deviceSet.webp"');
    expect(html).not.toContain('data-testid="product-skeleton"');
    // The shop's content security policy refuses style attributes in markup.
    expect(html).not.toContain('style=');
    expect(html).toMatch(/<ul class="grid columns3"/);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /products']);
  });

  it('draws the teasers from the catalogue it fetched, however long the server takes before drawing them', async () => {
    // Every reading of the clock 600 ms after the one before: the fetched copy is past the server's second when drawn.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 600));
    try {
      const html = (await renderFragment(request({ count: 3 }, 'pl')))?.html ?? '';
      expect([...html.matchAll(/<h3 /g)]).toHaveLength(3);
      expect(html).not.toContain('data-testid="product-skeleton"');
    } finally {
      clock.mockRestore();
    }
  });

  it('draws English names, euro prices and English slugs in English, and as many as asked', async () => {
    const html = (await renderFragment(request({ count: 2, headingLevel: 2 }, 'en')))?.html ?? '';
    expect(hrefs(html)).toEqual(['/en/product/inercise-device-set', '/en/product/inercise-device']);
    expect(html).toMatch(/<h2[^>]*>Inercise device set<\/h2>/);
    expect(html).toContain(`1,999${nbsp}EUR`);
  });

  it('draws three without props the fragment takes', async () => {
    const html = (await renderFragment(request({ count: 'all', headingLevel: 7 }, 'en')))?.html ?? '';
    expect(hrefs(html)).toHaveLength(3);
    expect(html).toContain('<h3');
  });

  it('takes only the props the fragment knows, in their range', () => {
    expect(teaserProps({ count: 4.7, headingLevel: 4, other: 'x' })).toEqual({ count: 4, headingLevel: 4 });
    expect(teaserProps({ count: 1e9 })).toEqual({ count: 12 });
    expect(teaserProps({ count: -3 })).toEqual({ count: 0 });
    expect(teaserProps({ count: Number.NaN, headingLevel: '2' })).toEqual({});
  });

  it('draws no other fragment, and fails (the page then draws the teasers) when the API does', async () => {
    await expect(renderFragment(request({}, 'en', 'MiniCart'))).resolves.toBeNull();
    expect(api.calls).toEqual([]);
    api.fail('GET /products', 'network');
    await expect(renderFragment(request({ count: 3 }, 'en'))).rejects.toThrow();
  });
});
