import { forgetSeller, peekSeller, takeSellerFromPage } from '@inercise/shared';
import { EXAMPLE_SELLER } from '@inercise/shared/testing';
import { acceptedLanguages, composePage, warmUp, type FetchFirstScreen, type FetchFragment, type RemoteFirstScreen } from './composePage';

// index.html as the build writes it: minified, attribute quotes dropped.
const template =
  '<!doctype html><html lang=pl><head><title>Inercise</title><script defer src=/main.0a1b2c3d4e.js></script></head>' +
  '<body><main id=main-content>' +
  '<div id=app-mf-content></div><div id=app-mf-catalog></div><div id=app-mf-cart-checkout></div></main></body></html>';

const hero: FetchFirstScreen = async () => ({ html: '<section><h1>Hero</h1></section>', stylesheets: ['http://content.test/app.css'] });

describe('composePage', () => {
  it('puts the owner’s first screen in its container and its stylesheet in the head', async () => {
    const asked: unknown[] = [];
    const page = await composePage(template, { path: '/pl', acceptLanguage: 'en' }, async (...args) => {
      asked.push(args);
      return hero(...args);
    });
    expect(asked).toEqual([['mf-content', '/pl', 'pl']]);
    expect(page.firstScreen).toBe(true);
    // Usable as it is (a page read without JavaScript); start.js makes it inert until the application draws.
    expect(page.html).toContain('<div id="app-mf-content"><div class="first-screen"><section><h1>Hero</h1></section></div></div>');
    expect(page.html).toContain('<link rel="stylesheet" href="http://content.test/app.css" /></head>');
    expect(page.html).toContain('<div id=app-mf-catalog></div>');
  });

  it('starts a page with a first screen from start.js, which loads the page bundle once it is painted; others load it', async () => {
    const withFirstScreen = (await composePage(template, { path: '/en' }, hero)).html;
    expect(withFirstScreen).toContain('<script defer src="/start.js" data-main="/main.0a1b2c3d4e.js"></script>');
    expect(withFirstScreen).not.toContain('<script defer src=/main.');
    const without = (await composePage(template, { path: '/en/cart' }, async () => null)).html;
    expect(without).toContain('<script defer src=/main.0a1b2c3d4e.js></script>');
    expect(without).not.toContain('start.js');
  });

  it('sets <html lang> by the path prefix, else the browser’s languages, else English', async () => {
    const lang = async (path: string, acceptLanguage?: string) =>
      /<html lang="(\w+)"/.exec((await composePage(template, { path, acceptLanguage }, async () => null)).html)?.[1];
    await expect(lang('/en/shop', 'pl-PL')).resolves.toBe('en');
    await expect(lang('/shop', 'pl-PL,pl;q=0.9,en;q=0.8')).resolves.toBe('pl');
    await expect(lang('/shop', 'de-DE,en;q=0.5,pl;q=0.7')).resolves.toBe('pl');
    await expect(lang('/shop', 'de-DE')).resolves.toBe('en');
    await expect(lang('/shop')).resolves.toBe('en');
  });

  it('preloads the font’s latin-ext face on Polish pages only', async () => {
    const fonts =
      '<link rel=preload href=/assets/inter-latin-wght-normal.1a.woff2 as=font type=font/woff2 crossorigin=anonymous>' +
      '<link rel=preload href=/assets/inter-latin-ext-wght-normal.2b.woff2 as=font type=font/woff2 crossorigin=anonymous>';
    const withFonts = template.replace('<title>', `${fonts}<title>`);
    const polish = (await composePage(withFonts, { path: '/pl/shop' }, async () => null)).html;
    const english = (await composePage(withFonts, { path: '/en/shop' }, async () => null)).html;
    expect(polish).toContain('inter-latin-wght-normal.1a.woff2');
    expect(polish).toContain('inter-latin-ext-wght-normal.2b.woff2');
    expect(english).toContain('inter-latin-wght-normal.1a.woff2');
    expect(english).not.toContain('inter-latin-ext');
    expect(english).toContain('<title>Inercise</title>');
  });

  it('asks for the owner of the route with its query, and sends the template when it has no first screen', async () => {
    const asked: unknown[] = [];
    const page = await composePage(template, { path: '/en/product?id=1' }, async (...args) => {
      asked.push(args);
      return null;
    });
    expect(asked).toEqual([['mf-catalog', '/en/product?id=1', 'en']]);
    expect(page.firstScreen).toBe(false);
    expect(page.remotes).toEqual(['mf-catalog', 'mf-cart-checkout']);
    expect(page.html).toContain('<div id=app-mf-catalog></div>');
  });

  it('starts a page with its owner and the header cart, each once; the account remote only on its own routes', async () => {
    const none = async () => null;
    expect((await composePage(template, { path: '/pl/cart' }, none)).remotes).toEqual(['mf-cart-checkout']);
    expect((await composePage(template, { path: '/en/login' }, none)).remotes).toEqual(['mf-account', 'mf-cart-checkout']);
    expect((await composePage(template, { path: '/blog' }, none)).remotes).toEqual(['mf-content', 'mf-cart-checkout']);
  });

  it('asks the back office for no first screen, and starts its pages with it; no other page starts with it', async () => {
    const asked: unknown[] = [];
    const page = await composePage(template, { path: '/pl/admin/orders/INR-20261122-ABC123' }, async (...args) => {
      asked.push(args);
      return { html: '<h1>x</h1>', stylesheets: [] };
    });
    expect(asked).toEqual([]);
    expect(page.firstScreen).toBe(false);
    expect(page.remotes).toEqual(['mf-backoffice', 'mf-cart-checkout']);
    for (const path of ['/', '/shop', '/en/cart', '/login', '/user-order', '/no-such-page']) {
      expect((await composePage(template, { path }, async () => null)).remotes).not.toContain('mf-backoffice');
    }
  });

  it('still serves the page when the remote fails or answers nonsense, and asks nobody for an unknown route', async () => {
    const failing = await composePage(template, { path: '/' }, async () => {
      throw new Error('connection refused');
    });
    expect(failing.firstScreen).toBe(false);
    const odd = await composePage(template, { path: '/' }, async () => ({ html: 42, stylesheets: 'x' }) as never);
    expect(odd.firstScreen).toBe(false);
    let asked = false;
    const missing = await composePage(template, { path: '/no-such-page' }, async () => {
      asked = true;
      return null;
    });
    expect(asked).toBe(false);
    expect(missing.firstScreen).toBe(false);
    expect(missing.remotes).toEqual(['mf-cart-checkout']);
  });

  it('links only http(s) stylesheets, with their URL escaped', async () => {
    const page = await composePage(template, { path: '/' }, async () => ({
      html: '<p>x</p>',
      stylesheets: ['javascript:alert(1)', 'http://content.test/a.css?x="><script>', 42 as unknown as string],
    }));
    expect(page.html).not.toContain('javascript:');
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('href="http://content.test/a.css?x=&quot;&gt;&lt;script&gt;"');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by weight and drops the refused ones', () => {
    expect(acceptedLanguages('en;q=0.5, pl-PL, de;q=0')).toEqual(['pl-PL', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('warmUp', () => {
  it('asks each remote for its first route in both languages, and does not fail when some cannot answer', async () => {
    const asked: string[] = [];
    await warmUp(async (remote, path, language) => {
      asked.push(`${remote} ${path} ${language}`);
      if (remote === 'mf-account') throw new Error('down');
      return null;
    });
    expect(asked).toEqual(
      expect.arrayContaining(['mf-content /pl pl', 'mf-content /en en', 'mf-catalog /pl/shop pl', 'mf-cart-checkout /en/cart en']),
    );
    // Not the back office: its pages are drawn in the browser only.
    expect(asked).toHaveLength(8);
    expect(asked.some((ask) => ask.startsWith('mf-backoffice'))).toBe(false);
  });
});

/** index.html as the build writes it, with its head and the frame of the header and footer. */
const fullTemplate =
  '<!doctype html><html lang=pl><head><meta charset=utf-8><meta name=description content="Inercise: home flywheel strength training device.">' +
  '<link rel=stylesheet href=/app-shell.css><title>Inercise</title><script defer src=/main.0a1b2c3d4e.js></script><link href=/main.1a.css rel=stylesheet></head>' +
  '<body><div id=shell-header><div class=app-shell-header><img src=/logo.svg alt=Inercise width=148 height=28></div></div>' +
  '<main id=main-content tabindex=-1><div id=app-mf-content></div><div id=app-mf-backoffice></div><div id=app-mf-catalog></div>' +
  '<div id=app-mf-cart-checkout></div><div id=app-mf-account></div><div id=app-shell-not-found></div></main><div id=shell-footer></div></body></html>';

const origin = 'https://shop.example.com';
const shellCss = { layout: '/layout.0a1b2c3d4e.css', notFound: '/not-found.5f6a7b8c9d.css' };

/** The page as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const attr = (doc: Document, selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((block) => JSON.parse(block.textContent ?? '') as unknown);

const product: RemoteFirstScreen = {
  html: '<h1>Inercise device set</h1><a href="/en/product/inercise-device-set">self</a>',
  stylesheets: ['http://catalog.test/app.css'],
  head: {
    title: 'Inercise device set',
    description: 'The platform, the flywheel and "four" discs <all> you need & more.',
    image: 'http://catalog.test/assets/device-set.1a.webp',
    type: 'product',
    paths: { en: '/en/product/inercise-device-set', pl: '/pl/product/zestaw-inercise' },
    structuredData: [
      { '@context': 'https://schema.org', '@type': 'Product', name: 'Inercise device set </script><script>alert(1)</script>' },
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
    ],
  },
};

describe('composePage: the page’s head', () => {
  it('replaces the title and description with the page’s own, once, escaped, and adds the brand to the title', async () => {
    const page = await composePage(fullTemplate, { path: '/en/product/inercise-device-set', origin }, async () => product);
    const doc = parse(page.html);
    expect(doc.title).toBe('Inercise device set · Inercise');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr(doc, 'meta[name="description"]', 'content')).toBe('The platform, the flywheel and "four" discs <all> you need & more.');
    expect(page.html).not.toContain('<all>');
    // The brand alone is not said twice.
    const home = await composePage(fullTemplate, { path: '/en', origin }, async () => ({ html: '<h1>Hero</h1>', stylesheets: [], head: { title: 'Inercise', description: 'Home' } }));
    expect(parse(home.html).title).toBe('Inercise');
  });

  it('names the canonical address and the other language: the page’s own paths for a slugged page', async () => {
    const doc = parse((await composePage(fullTemplate, { path: '/pl/product/zestaw-inercise', origin }, async () => product)).html);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://shop.example.com/pl/product/zestaw-inercise');
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['pl', 'https://shop.example.com/pl/product/zestaw-inercise'],
      ['en', 'https://shop.example.com/en/product/inercise-device-set'],
      ['x-default', 'https://shop.example.com/product/inercise-device-set'],
    ]);
  });

  it('gives a bare address the canonical of the language it is shown in, keeping the query', async () => {
    const shop: FetchFirstScreen = async () => ({ html: '<h1>Sklep</h1>', stylesheets: [], head: { title: 'Sklep', description: 'Wszystko do treningu' } });
    const doc = parse((await composePage(fullTemplate, { path: '/shop?type=grips', acceptLanguage: 'pl-PL', origin }, shop)).html);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://shop.example.com/pl/shop?type=grips');
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe('https://shop.example.com/en/shop?type=grips');
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe('https://shop.example.com/shop?type=grips');
    expect(attr(doc, 'meta[property="og:locale"]', 'content')).toBe('pl_PL');
    expect(attr(doc, 'meta[property="og:locale:alternate"]', 'content')).toBe('en_US');
  });

  it('describes the page for shared links (Open Graph, Twitter card), with the shop’s picture when it has none', async () => {
    const doc = parse((await composePage(fullTemplate, { path: '/en/product/inercise-device-set', origin }, async () => product)).html);
    const og = (name: string) => attr(doc, `meta[property="og:${name}"]`, 'content');
    const twitter = (name: string) => attr(doc, `meta[name="twitter:${name}"]`, 'content');
    expect([og('title'), og('description'), og('type'), og('url'), og('image'), og('site_name')]).toEqual([
      'Inercise device set',
      'The platform, the flywheel and "four" discs <all> you need & more.',
      'product',
      'https://shop.example.com/en/product/inercise-device-set',
      'http://catalog.test/assets/device-set.1a.webp',
      'Inercise',
    ]);
    expect([twitter('card'), twitter('title'), twitter('image')]).toEqual(['summary_large_image', 'Inercise device set', 'http://catalog.test/assets/device-set.1a.webp']);
    const plain = parse((await composePage(fullTemplate, { path: '/en/blog', origin }, async () => ({ html: '<h1>Blog</h1>', stylesheets: [], head: { title: 'Blog', description: 'Articles' } }))).html);
    expect(attr(plain, 'meta[property="og:image"]', 'content')).toBe('https://shop.example.com/share-image.jpg');
    expect(attr(plain, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    expect(attr(plain, 'meta[property="og:type"]', 'content')).toBe('website');
  });

  it('sends each structured-data object in a JSON-LD block of its own that no text in it can end', async () => {
    const page = await composePage(fullTemplate, { path: '/en/product/inercise-device-set', origin }, async () => product);
    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(jsonLd(parse(page.html))).toEqual((product.head as { structuredData: unknown[] }).structuredData);
  });

  it('takes from a remote only what a page head is made of', async () => {
    const odd: FetchFirstScreen = async () => ({
      html: '<h1>x</h1>',
      stylesheets: [],
      head: { title: 'Odd', description: 'Odd page', image: 'javascript:alert(1)', paths: { en: '//elsewhere.example.com', pl: '/pl/x' }, structuredData: ['text', { name: 'no type' }] },
    });
    const doc = parse((await composePage(fullTemplate, { path: '/en/blog', origin }, odd)).html);
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe('https://shop.example.com/share-image.jpg');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://shop.example.com/en/blog');
    expect(jsonLd(doc)).toEqual([]);
  });

  it('keeps private pages out of search, with the shell’s title when their team gives none', async () => {
    for (const [path, title] of [
      ['/en/cart', 'Your cart · Inercise'],
      ['/pl/login', 'Logowanie · Inercise'],
      ['/en/profile/edit', 'Your profile · Inercise'],
      ['/pl/admin/orders/INR-1', 'Panel administracyjny · Inercise'],
    ]) {
      const doc = parse((await composePage(fullTemplate, { path: path!, origin }, async () => null)).html);
      expect(attr(doc, 'meta[name="robots"]', 'content')).toBe('noindex');
      expect(doc.title).toBe(title);
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    }
    const cart = parse((await composePage(fullTemplate, { path: '/en/cart', origin }, async () => ({ html: '<h1>Your cart</h1>', stylesheets: [], head: { title: 'Cart of the team', description: 'Lines' } }))).html);
    expect(cart.title).toBe('Cart of the team · Inercise');
    expect(attr(cart, 'meta[name="robots"]', 'content')).toBe('noindex');
    const publicPage = parse((await composePage(fullTemplate, { path: '/en/shop', origin }, async () => null)).html);
    expect(publicPage.querySelector('meta[name="robots"]')).toBeNull();
    // Without a first screen the page still says where it lives, in the language's words.
    expect(attr(publicPage, 'link[rel="canonical"]', 'href')).toBe('https://shop.example.com/en/shop');
    expect(attr(publicPage, 'meta[name="description"]', 'content')).toMatch(/^Inercise: a home flywheel/);
  });
});

describe('composePage: moved and missing pages', () => {
  it('answers 301 to the path a page moved to, as given, without asking for anything else', async () => {
    const moved = await composePage(fullTemplate, { path: '/en/product?id=1&utm_source=x', origin }, async () => ({ html: '', stylesheets: [], redirect: '/en/product/inercise-device-set' }));
    expect(moved).toMatchObject({ status: 301, location: '/en/product/inercise-device-set' });
    for (const redirect of ['//elsewhere.example.com/en', 'https://elsewhere.example.com/', '/de/product', '/en/\\elsewhere', 42]) {
      const refused = await composePage(fullTemplate, { path: '/en/product?id=1', origin }, async () => ({ html: '<h1>x</h1>', stylesheets: [], redirect }));
      expect(refused.status).toBe(200);
    }
  });

  it('answers 404 for a path nobody owns, with the shell’s not-found page in the page’s language, kept out of search', async () => {
    const page = await composePage(fullTemplate, { path: '/pl/no-such-page', origin, stylesheets: shellCss }, async () => null);
    expect(page.status).toBe(404);
    expect(page.firstScreen).toBe(true);
    const doc = parse(page.html);
    expect(doc.querySelector('#app-shell-not-found h1')?.textContent).toBe('Nie znaleziono strony');
    expect(doc.title).toBe('Nie znaleziono strony · Inercise');
    expect(attr(doc, 'meta[name="robots"]', 'content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
    expect(attr(doc, '#app-shell-not-found a', 'href')).toBe('/pl');
    expect(doc.querySelectorAll('link[href="/not-found.5f6a7b8c9d.css"]')).toHaveLength(1);
    expect(page.html).toContain('<script defer src="/start.js"');
  });

  it('draws the not-found page in the owner’s container for its unknown product (404) or removed one (410)', async () => {
    for (const status of [404, 410] as const) {
      const page = await composePage(fullTemplate, { path: '/en/product/no-such-product', origin, stylesheets: shellCss }, async () => ({ html: '', stylesheets: ['http://catalog.test/app.css'], status, head: { title: 'Ignored', description: 'x' } }));
      expect(page.status).toBe(status);
      const doc = parse(page.html);
      expect(doc.querySelector('#app-mf-catalog .first-screen h1')?.textContent).toBe('Page not found');
      expect(doc.querySelector('#app-shell-not-found')?.innerHTML).toBe('');
      expect(doc.title).toBe('Page not found · Inercise');
    }
  });
});

describe('composePage: header and footer', () => {
  it('draws them in the page’s language with links that work without JavaScript, and links their stylesheet', async () => {
    const page = await composePage(fullTemplate, { path: '/pl/product/zestaw-inercise', origin, stylesheets: shellCss }, async () => product);
    const doc = parse(page.html);
    const header = doc.querySelector('#shell-header header');
    expect(header).not.toBeNull();
    expect(doc.querySelector('.app-shell-header')).toBeNull();
    const links = [...(header?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/pl', '/pl/shop', '/pl/inercise', '/pl/excercise-atlas', '/pl/blog', '/pl/contact', '/pl/cart']));
    // The language switch goes to the same product in the other language.
    expect(attr(doc, '#shell-header a[hreflang="en"]', 'href')).toBe('/en/product/inercise-device-set');
    expect(attr(doc, '#shell-header a[hreflang="pl"]', 'aria-current')).toBe('true');
    const footer = doc.querySelector('#shell-footer footer');
    expect(footer?.textContent).toContain('Polityka prywatności');
    expect(attr(doc, '#shell-footer a[href="/pl/privacy-policy"]', 'href')).toBe('/pl/privacy-policy');
    expect(doc.querySelectorAll('link[href="/layout.0a1b2c3d4e.css"]')).toHaveLength(1);
  });

  it('names the seller the API answered in the footer, in the page’s language, and hands it to the browser', async () => {
    const seller = { ...EXAMPLE_SELLER, legalName: 'Inercise Test sp. z o.o.', nip: '6762468130', street: 'ul. Testowa 7', phone: '+48126001122' };
    forgetSeller();
    const polish = parse((await composePage(fullTemplate, { path: '/pl/contact', origin, seller }, async () => null)).html);
    const address = polish.querySelector('#shell-footer address');
    expect(address?.textContent).toContain('Inercise Test sp. z o.o.');
    expect(address?.textContent).toContain('ul. Testowa 7');
    expect(address?.textContent).toContain('NIP: 6762468130');
    expect(address?.textContent).toContain(`KRS: ${seller.register.number}`);
    expect(address?.textContent).toContain(`Kapitał zakładowy: ${seller.shareCapital}`);
    expect(attr(polish, '#shell-footer a[href^="tel:"]', 'href')).toBe('tel:+48126001122');
    expect(polish.querySelector('#shell-footer a[href^="tel:"]')?.textContent).toBe('+48 126 001 122');
    // The browser's footer and pages take it from the page (a data block, never run), not from the API.
    const block = polish.querySelector('script[data-seller]');
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(seller);
    expect(takeSellerFromPage(polish)).toBe(true);
    expect(peekSeller()).toEqual(seller);
    const english = parse((await composePage(fullTemplate, { path: '/en/contact', origin, seller }, async () => null)).html);
    expect(english.querySelector('#shell-footer address')?.textContent).toContain('Tax no. (NIP): 6762468130');
    expect(english.querySelector('#shell-footer address')?.textContent).toContain('Share capital:');
  });

  it('hands over nothing the API did not answer as a seller', async () => {
    forgetSeller();
    const page = await composePage(fullTemplate, { path: '/en', origin, seller: { legalName: 'half a seller' } }, async () => null);
    expect(page.html).not.toContain('data-seller');
    expect(page.html).not.toContain('half a seller');
    expect(parse(page.html).querySelector('#shell-footer address')).toBeNull();
  });

  it('keeps the template’s frame when the template has none to fill', async () => {
    const page = await composePage(template, { path: '/en/shop', origin, stylesheets: shellCss }, async () => null);
    expect(page.html).not.toContain('layout.0a1b2c3d4e.css');
    expect(page.html).not.toContain('<header');
  });
});

describe('composePage: fragments in a first screen', () => {
  const home: FetchFirstScreen = async () => ({
    html:
      '<h1>Hero</h1><div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="{&quot;count&quot;:3}"><div class="slot"></div></div>' +
      '<div data-server-fragment="mf-content/NewsletterForm" data-fragment-props="{}"></div><p>after</p>',
    stylesheets: ['http://content.test/app.css'],
    head: { title: 'Inercise', description: 'Home' },
  });

  it('fills each marker from its owner’s fragment, with the fragment’s stylesheets', async () => {
    const asked: unknown[] = [];
    const fetchFragment: FetchFragment = async (remote, fragment, props, language) => {
      asked.push([remote, fragment, props, language]);
      return remote === 'mf-catalog' ? { html: '<ul><li>Set</li></ul>', stylesheets: ['http://catalog.test/teasers.css'] } : null;
    };
    const page = await composePage(fullTemplate, { path: '/en', origin }, home, fetchFragment);
    expect(asked).toEqual([
      ['mf-catalog', 'ProductTeasers', { count: 3 }, 'en'],
      ['mf-content', 'NewsletterForm', {}, 'en'],
    ]);
    expect(page.html).toContain('<h1>Hero</h1><div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="{&quot;count&quot;:3}"><ul><li>Set</li></ul></div><div data-server-fragment="mf-content/NewsletterForm" data-fragment-props="{}"></div><p>after</p>');
    expect(page.html).toContain('<link rel="stylesheet" href="http://content.test/app.css" /><link rel="stylesheet" href="http://catalog.test/teasers.css" /></head>');
  });

  it('leaves the placeholder where a fragment fails, and the page is still served', async () => {
    const page = await composePage(fullTemplate, { path: '/en', origin }, home, async () => {
      throw new Error('catalog down');
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div data-server-fragment="mf-catalog/ProductTeasers" data-fragment-props="{&quot;count&quot;:3}"><div class="slot"></div></div>');
  });
});
