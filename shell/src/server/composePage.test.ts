/** @jest-environment node */
import { acceptedLanguages, composePage, warmUp, type FetchFirstScreen } from './composePage';

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
    expect(page.html).toContain('<div id="app-mf-content"><div class="first-screen" inert><section><h1>Hero</h1></section></div></div>');
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
    expect(page.html).toContain('href="http://content.test/a.css?x=&quot;>&lt;script>"');
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
