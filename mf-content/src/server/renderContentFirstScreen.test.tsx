/** @jest-environment node */
import { forgetSeller, type Article, type Language, type PageHead, type StructuredData } from '@inercise/shared';
import type { FirstScreen } from '@inercise/shared/first-screen';
import { anArticle, deviceSet, fakeApi, reply, type FakeApi, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { contentTranslations } from '../i18n/contentTranslations';
import { ARTICLE_DATA_ID } from '../features/article/articleHandoff';
import { PUBLISHED_ARTICLES_DATA_ID } from '../features/articles/publishedArticlesHandoff';
import { forgetArticles } from '../testing/forgetArticles';
import { PARTNERS_DATA_ID, forgetPartners } from '../features/partners/partnerList';
import { forgetDeviceSetPrices } from '../features/home/deviceSetPrice';
import { DEVICE_SET_DATA_ID } from '../features/home/deviceSetHandoff';
import { renderFirstScreen } from './renderFirstScreen';

const publicPath = 'https://content.example/';
const origin = 'https://shop.example';
const request = (path: string, language: Language) => ({ path, language, publicPath, apiUrl: 'https://api.test', origin });

/** A text of the content namespace, as the page draws it into HTML. */
function text(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((branch, part) => (branch as Record<string, unknown>)[part], contentTranslations[language]);
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

const slugs = { en: 'what-is-flywheel-training', pl: 'czym-jest-trening-inercyjny' };
const whatIs = anArticle({
  id: 1,
  slugs,
  titleDict: { en: 'What is flywheel training?', pl: 'Czym jest trening inercyjny?' },
  // The body ends as if to close the data block early: the handover must keep it inside.
  bodyDict: {
    en: 'The basics\\nA flywheel stores the energy of your pull and hands it back on the way in, so you brake it with the very force you gave it.</script>',
    pl: 'Podstawy\\nKoło zamachowe magazynuje energię Twojego ruchu i oddaje ją w drodze powrotnej, więc hamujesz je siłą, którą mu nadałeś.',
  },
  author: 'Marta Nowak',
  datePublished: '2025-01-14T09:00:00.000Z',
  image: 'article-1.webp',
  thumbnail: 'article-1.webp',
});
// An article from an API that gives no slugs: its page stays at ?id=.
const noSlugs = anArticle({ id: 7, titleDict: { en: 'Training after fifty', pl: 'Trening po pięćdziesiątce' }, datePublished: '2025-02-01T09:00:00.000Z' });
const older = (id: number) => anArticle({ id, slugs: { en: `older-${id}`, pl: `starszy-${id}` }, titleDict: { en: `Older ${id}`, pl: `Starszy ${id}` } });
const published = [whatIs, noSlugs, older(2), older(3)];
const partnerList = [
  { id: 1, name: 'FizjoLab Kraków', website: 'https://fizjolab.example' },
  { id: 4, name: 'Klub Biegacza', website: '' },
];
const page = (content: Article[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 100 });

// Every first screen meets the fake API: one that asks for what it should not fails its test.
let api: FakeApi;
beforeEach(() => {
  forgetArticles();
  forgetSeller();
  forgetPartners();
  forgetDeviceSetPrices();
  api = fakeApi({
    // The home page's device set, its prices as the catalogue has them.
    'GET /products/1': deviceSet,
    // The partners page shows the checkout's list (GET /partner/list).
    'GET /partner/list': partnerList,
    // Who sells: the contact page, the legal texts, the app's store buttons and the home page's head name it.
    'GET /seller': EXAMPLE_SELLER,
    'GET /articles/published': page(published),
    'GET /articles/1': whatIs,
    'GET /articles/7': noSlugs,
    'GET /articles/99': reply(404, { message: 'articleNotFound' }),
    // An article's approved comments go with its first screen (features/comments).
    'GET /articles/:id/comments': [],
    'GET /slugs/article/what-is-flywheel-training': { id: 1, slugs },
    'GET /slugs/article/czym-jest-trening-inercyjny': { id: 1, slugs },
    'GET /slugs/article/what-flywheel-training-is': { id: 1, slugs },
    'GET /slugs/article/no-such-article': reply(404, { message: 'slugNotFound' }),
  });
});

const draw = async (path: string, language: Language): Promise<FirstScreen> => {
  const screen = await renderFirstScreen(request(path, language));
  if (!screen) throw new Error(`no first screen for ${path}`);
  return screen;
};

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const dataBlock = (html: string, id: string): unknown => {
  const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return block ? JSON.parse(block[1] ?? '') : undefined;
};
const structured = (head: PageHead | undefined, type: string): StructuredData | undefined =>
  head?.structuredData?.find((item) => item['@type'] === type);

/** Each route: its path under a language, the h1 it opens with, and something of its content further down. */
const routes: { route: string; path: string; heading: (language: Language) => string; content: (language: Language) => string[] }[] = [
  {
    route: '/',
    path: '',
    heading: (l) => text(l, 'home.hero.title'),
    content: (l) => [text(l, 'home.features.spectrum.title'), text(l, 'home.benefits.four'), text(l, 'home.device.title'), text(l, 'home.products.title'), text(l, 'home.articles.title')],
  },
  { route: '/blog', path: '/blog', heading: (l) => text(l, 'blog.title'), content: (l) => [text(l, 'blog.lead'), l === 'pl' ? 'Czym jest trening inercyjny?' : 'What is flywheel training?'] },
  {
    route: '/inercise',
    path: '/inercise',
    heading: (l) => text(l, 'inercise.title'),
    content: (l) => [text(l, 'inercise.how.text'), text(l, 'inercise.advantages.injury.title'), text(l, 'inercise.cycleLabel')],
  },
  {
    route: '/excercise-atlas',
    path: '/excercise-atlas',
    heading: (l) => text(l, 'atlas.title'),
    content: (l) => [text(l, 'atlas.counter'), text(l, 'atlas.exercise.step5.title'), text(l, 'atlas.app.title')],
  },
  {
    route: '/application',
    path: '/application',
    heading: (l) => text(l, 'application.title'),
    content: (l) => [text(l, 'application.ios'), text(l, 'application.steps.training.text'), `href="${EXAMPLE_SELLER.appStoreUrl}"`, `href="${EXAMPLE_SELLER.googlePlayUrl}"`],
  },
  { route: '/partners', path: '/partners', heading: (l) => text(l, 'partners.title'), content: () => ['FizjoLab Kraków', 'href="https://fizjolab.example"', 'Klub Biegacza'] },
  {
    route: '/contact',
    path: '/contact',
    heading: (l) => text(l, 'contact.title'),
    content: (l) => [`>${text(l, 'contact.message')}</label>`, `>${text(l, 'contact.submit')}</button>`, `href="mailto:${EXAMPLE_SELLER.email}"`, 'href="https://www.youtube.com/@inercise"', text(l, 'contact.seller'), EXAMPLE_SELLER.nip, EXAMPLE_SELLER.street],
  },
  {
    route: '/privacy-policy',
    path: '/privacy-policy',
    heading: () => 'Polityka prywatności',
    content: (l) => [text(l, 'legal.contents'), 'Twoje prawa', text(l, 'legal.controller'), `Administratorem Twoich danych osobowych jest ${EXAMPLE_SELLER.legalName} z siedzibą pod adresem ${EXAMPLE_SELLER.street}`],
  },
  {
    route: '/terms-of-sale',
    path: '/terms-of-sale',
    heading: () => 'Regulamin sprzedaży',
    content: (l) => [text(l, 'legal.contents'), 'Reklamacje', text(l, 'legal.seller'), `KRS ${EXAMPLE_SELLER.register.number}`, `NIP ${EXAMPLE_SELLER.nip}, REGON ${EXAMPLE_SELLER.regon}`],
  },
  { route: '/qr', path: '/qr', heading: (l) => text(l, 'qr.title'), content: (l) => [text(l, 'qr.noSerial'), text(l, 'qr.download')] },
  { route: '/qr/:serialNumber', path: '/qr/INR-2025-000001', heading: (l) => text(l, 'qr.title'), content: (l) => ['INR-2025-000001', text(l, 'qr.download')] },
  {
    route: '/article/:slug',
    path: '/article/',
    heading: (l) => whatIs.titleDict[l].replace(/'/g, '&#x27;'),
    content: (l) => [l === 'pl' ? 'Koło zamachowe magazynuje' : 'A flywheel stores', 'Marta Nowak', '2025-01-14'],
  },
];
const pathOf = (route: (typeof routes)[number], language: Language) => `/${language}${route.path}${route.route === '/article/:slug' ? slugs[language] : ''}`;

describe('the content team first screens', () => {
  describe.each(['en', 'pl'] as const)('in %s', (language) => {
    it.each(routes)('draws $route whole, with its title and description', async (route) => {
      const screen = await draw(pathOf(route, language), language);
      expect(screen.status).toBeUndefined();
      expect(screen.redirect).toBeUndefined();
      expect(h1(screen.html)).toBe(route.heading(language));
      expect(screen.html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const content of route.content(language)) expect(screen.html).toContain(content);
      expect(screen.head?.title).toBeTruthy();
      expect(screen.head?.description.length).toBeGreaterThanOrEqual(50);
      expect(screen.head?.description.length).toBeLessThanOrEqual(160);
      // The page runs under a CSP: no inline style, no script but data blocks (which are never run).
      expect(screen.html).not.toContain('style=');
      expect(screen.html.match(/<script(?! type="application\/json")/g)).toBeNull();
    });

    it('gives every page a title and a description of its own', async () => {
      const heads = await Promise.all(routes.filter((route) => route.route !== '/qr/:serialNumber').map(async (route) => (await draw(pathOf(route, language), language)).head));
      expect(new Set(heads.map((head) => head?.title)).size).toBe(heads.length);
      expect(new Set(heads.map((head) => head?.description)).size).toBe(heads.length);
    });
  });

  it('draws the partners the API lists (the checkout’s), and hands them over; waits for them when the API cannot say', async () => {
    const { html } = await draw('/en/partners', 'en');
    expect(dataBlock(html, PARTNERS_DATA_ID)).toEqual(partnerList);
    expect(html.match(/<h2 /g)).toHaveLength(2);
    // A partner without a website has no link.
    expect(html.match(/target="_blank"/g)).toHaveLength(1);

    forgetPartners();
    api.route('GET /partner/list', reply(503, { message: 'unavailable' }));
    const waiting = await draw('/pl/partners', 'pl');
    expect(h1(waiting.html)).toBe(text('pl', 'partners.title'));
    expect(waiting.html).toContain('aria-busy="true"');
    expect(dataBlock(waiting.html, PARTNERS_DATA_ID)).toBeUndefined();
  });

  it('hands the seller over with the pages that name it, and draws them without it when the API cannot say', async () => {
    const contact = await draw('/pl/contact', 'pl');
    const block = /<script type="application\/json" data-seller>(.*?)<\/script>/.exec(contact.html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(EXAMPLE_SELLER);
    expect((await draw('/pl/inercise', 'pl')).html).not.toContain('data-seller');

    forgetSeller();
    api.route('GET /seller', reply(503, { message: 'unavailable' }));
    const without = await draw('/en/terms-of-sale', 'en');
    expect(h1(without.html)).toBe('Regulamin sprzedaży');
    expect(without.html).not.toContain('data-seller');
    expect(without.html).not.toContain('{{');
    expect(without.html).toContain('Reklamacje');
  });

  it('draws the home page in English for the bare path when the page is English: the hero poster first, in AVIF and WebP', async () => {
    const screen = await draw('/', 'en');
    expect(screen.html).toContain('href="/en/shop"');
    expect(screen.html).toMatch(/<picture><source media="\(max-width: 767px\)"[^>]*type="image\/avif"/);
    expect(screen.html).toContain('fetchPriority="high"');
    expect(screen.html).toContain('alt="The Inercise device with its flywheel spinning"');
    // The clip and its control need the browser.
    expect(screen.html).not.toContain('<video');
  });

  it('leads from the home page to the device set and the latest articles by their readable addresses', async () => {
    const { html } = await draw('/pl', 'pl');
    expect(html).toContain('href="/pl/product/zestaw-inercise"');
    expect(html).toContain(`href="/pl/article/${slugs.pl}"`);
    expect(html).toContain('href="/pl/article?id=7"');
    // The first three, newest first, as the page shows them; the fourth is the blog's.
    expect(html).not.toContain('Starszy 3');
    expect(html.match(/<article /g)).toHaveLength(3);
    // The catalog team's product teasers keep their place in the page.
    expect(html).toMatch(/aria-labelledby="home-products".*?<div class="products"><[^/]/);
  });

  it.each([
    ['/pl', 'pl', '8\u00a0499\u00a0PLN', '9\u00a0499\u00a0PLN', 'Najniższa cena z 30 dni przed obniżką: 8\u00a0999\u00a0PLN'],
    ['/en', 'en', '1,999\u00a0EUR', '2,249\u00a0EUR', 'Lowest price in the last 30 days: 2,099\u00a0EUR'],
  ] as const)('draws the set on %s at its catalogue price, the reduction with its 30-day lowest, and hands the prices over', async (path, language, price, previous, lowest) => {
    const { html } = await draw(path, language);
    expect(html).toContain(`data-testid="device-set-price">${price}</strong>`);
    expect(html).toMatch(new RegExp(`<s [^>]*>.*?${previous}</s>`));
    expect(html).toContain(lowest);
    expect(dataBlock(html, DEVICE_SET_DATA_ID)).toEqual({
      currentPrice: 8499,
      previousPrice: 9499,
      currentPriceEur: 1999,
      previousPriceEur: 2249,
      lowestPrice30d: 8999,
      lowestPrice30dEur: 2099,
    });
  });

  it("draws the set's new price once the owner changed it, within a second", async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await draw('/pl', 'pl');
      api.route('GET /products/1', { ...deviceSet, currentPrice: 7999, previousPrice: 0, lowestPrice30d: null });
      now += 1_000;
      const { html } = await draw('/pl', 'pl');
      expect(html).toContain('data-testid="device-set-price">7\u00a0999\u00a0PLN</strong>');
      expect(html).not.toContain('data-testid="lowest-price-30d"');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('draws the home page with the price waiting when the set cannot be had', async () => {
    api.fail('GET /products/1', 500, { message: 'error' });
    const { html } = await draw('/pl', 'pl');
    expect(h1(html)).toBe(text('pl', 'home.hero.title'));
    expect(html).not.toContain('data-testid="device-set-price"');
    expect(html).not.toContain(DEVICE_SET_DATA_ID);
  });

  it("hands the home page's three articles over without their bodies, saying there are more", async () => {
    const { html } = await draw('/en', 'en');
    const handed = dataBlock(html, PUBLISHED_ARTICLES_DATA_ID) as { articles: Record<string, unknown>[]; complete: boolean };
    expect(handed.complete).toBe(false);
    expect(handed.articles.map((article) => article.id)).toEqual([1, 7, 2]);
    expect(handed.articles[0]).toEqual({ ...whatIs, bodyDict: undefined });
    expect(handed.articles[0]).not.toHaveProperty('bodyDict');
  });

  it('describes the home page: the hero poster for shared links, the shop as an Organization and the site', async () => {
    const { head } = await draw('/pl', 'pl');
    expect(head).toMatchObject({ title: text('pl', 'meta.home.title'), description: text('pl', 'meta.home.description'), type: 'website' });
    expect(head?.image).toBe('https://content.example/share/home.jpg');
    expect(structured(head, 'Organization')).toMatchObject({ name: 'Inercise', legalName: EXAMPLE_SELLER.legalName, taxID: EXAMPLE_SELLER.nip, url: origin, logo: { url: `${origin}/logo.svg` } });
    expect(structured(head, 'WebSite')).toMatchObject({ name: 'Inercise', url: origin, inLanguage: 'pl' });
  });

  it('lists every published article on the blog, by readable address where it has one, and hands the list over', async () => {
    const { html, head } = await draw('/en/blog', 'en');
    expect(html.match(/<article /g)).toHaveLength(published.length);
    expect(html).toContain(`href="/en/article/${slugs.en}"`);
    expect(html).toContain('href="/en/article?id=7"');
    expect(html).toContain('2025-01-14');
    const handed = dataBlock(html, PUBLISHED_ARTICLES_DATA_ID) as { articles: unknown[]; complete: boolean };
    expect(handed.complete).toBe(true);
    expect(handed.articles).toHaveLength(published.length);
    expect(head).toEqual({ title: 'Blog', description: text('en', 'meta.blog.description') });
  });

  it('draws the blog of one category at ?category=, with its links and title, for readers without scripts', async () => {
    const health = { id: 3, slug: 'health', nameDict: { en: 'Health and recovery', pl: 'Zdrowie i regeneracja' } };
    const training = { id: 1, slug: 'training', nameDict: { en: 'Training', pl: 'Trening' } };
    api.route('GET /articles/published', page([{ ...whatIs, category: training, imageAltDict: { en: 'A flywheel', pl: 'Koło zamachowe' } }, { ...noSlugs, category: health }, older(2)]));
    const { html, head } = await draw('/pl/blog?category=training', 'pl');
    expect(html.match(/<article /g)).toHaveLength(1);
    // The list handed over is the whole blog's (the page filters it): the drawn markup holds the category's only.
    const drawn = html.split('<script')[0]!;
    expect(drawn).toContain('Czym jest trening inercyjny?');
    expect(drawn).not.toContain('Trening po pięćdziesiątce');
    expect(html).toContain('alt="Koło zamachowe"');
    expect(html).toContain('href="/pl/blog?category=health"');
    expect(html).toMatch(/href="\/pl\/blog\?category=training"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/pl\/blog\?category=training"/);
    expect(head).toEqual({ title: 'Trening · Blog', description: text('pl', 'meta.blog.description') });
    // No heart on the server: whether the reader is logged in is known only in the browser.
    expect(html).not.toContain('aria-pressed');
  });

  it('draws the blog and the home page from one call for the list within a second, then asks the API again', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await draw('/en/blog', 'en');
      await draw('/pl', 'pl');
      expect(api.callsTo('GET /articles/published')).toHaveLength(1);
      now += 1_000;
      await draw('/en', 'en');
      expect(api.callsTo('GET /articles/published')).toHaveLength(2);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('still draws the blog and the home page when the list cannot be had, as the application first draws them', async () => {
    api.fail('GET /articles/published', 500, { message: 'error' });
    const blog = await draw('/pl/blog', 'pl');
    expect(blog.html).toContain('aria-busy="true"');
    expect(blog.html).not.toContain(PUBLISHED_ARTICLES_DATA_ID);
    const home = await draw('/pl', 'pl');
    expect(h1(home.html)).toBe(text('pl', 'home.hero.title'));
    expect(home.html).not.toContain('<article ');
  });

  it('draws an article by its slug from the API, in the page language, and hands it over in a JSON block', async () => {
    const screen = await draw(`/pl/article/${slugs.pl}`, 'pl');
    expect(api.calls.map((call) => call.key)).toEqual([`GET /slugs/article/${slugs.pl}`, 'GET /articles/1', 'GET /articles/1/comments']);
    expect(screen.html).toContain('src="https://api.test/image/article-1.webp"');
    expect(dataBlock(screen.html, ARTICLE_DATA_ID)).toEqual(whatIs);
  });

  it("describes an article: its opening words, its picture, its address in each language, the posting and its place", async () => {
    const { head } = await draw(`/en/article/${slugs.en}`, 'en');
    expect(head).toMatchObject({
      title: 'What is flywheel training?',
      type: 'article',
      image: 'https://api.test/image/article-1.webp',
      paths: { en: `/en/article/${slugs.en}`, pl: `/pl/article/${slugs.pl}` },
    });
    expect(head?.description).toMatch(/^A flywheel stores the energy of your pull/);
    expect(structured(head, 'BlogPosting')).toMatchObject({ headline: 'What is flywheel training?', mainEntityOfPage: { '@id': `${origin}/en/article/${slugs.en}` } });
    expect(structured(head, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/en/blog` },
      { '@type': 'ListItem', position: 3, name: 'What is flywheel training?', item: `${origin}/en/article/${slugs.en}` },
    ]);
  });

  it('sends an old address of an article to its current one in the page language', async () => {
    // The old ?id= address, bare or under a language.
    await expect(draw('/pl/article?id=1', 'pl')).resolves.toEqual({ html: '', redirect: `/pl/article/${slugs.pl}` });
    await expect(draw('/article?id=1', 'en')).resolves.toEqual({ html: '', redirect: `/en/article/${slugs.en}` });
    // The other language's slug, and one the article had before its title changed.
    await expect(draw(`/pl/article/${slugs.en}`, 'pl')).resolves.toEqual({ html: '', redirect: `/pl/article/${slugs.pl}` });
    await expect(draw('/en/article/what-flywheel-training-is', 'en')).resolves.toEqual({ html: '', redirect: `/en/article/${slugs.en}` });
  });

  it('draws an article the API gives no slugs at its ?id= address', async () => {
    const screen = await draw('/en/article?id=7', 'en');
    expect(h1(screen.html)).toBe('Training after fifty');
    expect(screen.head?.paths).toBeUndefined();
    expect(screen.redirect).toBeUndefined();
  });

  it('says an unknown, unpublished or malformed article is not there; other API failures are reported', async () => {
    const notThere = { status: 404, html: '' };
    await expect(draw('/en/article/no-such-article', 'en')).resolves.toEqual(notThere);
    await expect(draw('/en/article?id=99', 'en')).resolves.toEqual(notThere);
    await expect(draw('/en/article/Not%20A%20Slug', 'en')).resolves.toEqual(notThere);
    await expect(draw('/en/article/%E0%A4%A', 'en')).resolves.toEqual(notThere);
    await expect(draw('/en/article?id=x', 'en')).resolves.toEqual(notThere);
    await expect(draw('/en/article', 'en')).resolves.toEqual(notThere);
    // Only the unknown ones were asked for: a malformed address needs no call.
    expect(api.calls.map((call) => call.key)).toEqual(['GET /slugs/article/no-such-article', 'GET /articles/99']);
    api.fail('GET /articles/1', 500, { message: 'error' });
    await expect(renderFirstScreen(request(`/en/article/${slugs.en}`, 'en'))).rejects.toThrow();
  });

  it("keeps one device's manual page out of search results, not the general one", async () => {
    expect((await draw('/en/qr/INR-2025-000001', 'en')).head?.noindex).toBe(true);
    expect((await draw('/en/qr', 'en')).head?.noindex).toBeUndefined();
  });

  it('has none for a path this team does not own', async () => {
    await expect(renderFirstScreen(request('/en/shop', 'en'))).resolves.toBeNull();
    await expect(renderFirstScreen(request('/en/blog/extra', 'en'))).resolves.toBeNull();
  });
});
