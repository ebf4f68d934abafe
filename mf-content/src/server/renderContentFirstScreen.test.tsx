/** @jest-environment node */
import { renderFirstScreen } from './renderFirstScreen';

const publicPath = 'https://content.example/';

describe('the content team first screens', () => {
  it('draws the home hero in Polish under /pl: headline, poster and the links to the shop', async () => {
    const screen = await renderFirstScreen({ path: '/pl', language: 'pl', publicPath, apiUrl: 'http://api.invalid' });
    expect(screen?.html).toContain('<h1 id="home-title"');
    expect(screen?.html).toContain('Siła bez ciężarów.');
    expect(screen?.html).toContain('href="/pl/shop"');
    expect(screen?.html).toContain('fetchPriority="high"');
  });

  // The image URLs on the bundle's origin are checked end to end (assets are stubs under Jest).
  it('draws it in English for the bare path when the page is English, the poster in AVIF and WebP, phone crop first', async () => {
    const screen = await renderFirstScreen({ path: '/', language: 'en', publicPath, apiUrl: 'http://api.invalid' });
    expect(screen?.html).toContain('Strength without weights.');
    expect(screen?.html).toContain('href="/en/shop"');
    expect(screen?.html).toMatch(/<picture><source media="\(max-width: 767px\)"[^>]*type="image\/avif"/);
    expect(screen?.html).toContain('alt="The Inercise device with its flywheel spinning"');
  });

  it('leaves out what needs the browser: the clip, its control and any inline style (the page runs under a CSP)', async () => {
    const screen = await renderFirstScreen({ path: '/en/', language: 'en', publicPath, apiUrl: 'http://api.invalid' });
    expect(screen?.html).not.toContain('<video');
    expect(screen?.html).not.toContain('<button');
    expect(screen?.html).not.toContain('style=');
    expect(screen?.html).not.toContain('<script');
  });

  it('has none for routes whose first screen depends on the API', async () => {
    await expect(renderFirstScreen({ path: '/pl/article?id=1', language: 'pl', publicPath, apiUrl: 'http://api.invalid' })).resolves.toBeNull();
    await expect(renderFirstScreen({ path: '/blog', language: 'en', publicPath, apiUrl: 'http://api.invalid' })).resolves.toBeNull();
  });
});
