/** @jest-environment node */
import { anArticle, fakeApi, reply, type FakeApi } from '@inercise/shared/testing';
import { ARTICLE_DATA_ID } from '../features/article/articleHandoff';
import { renderFirstScreen } from './renderFirstScreen';

// The body ends as if to close the data block early: the handover must keep it inside.
const article = anArticle({
  bodyDict: { en: 'An opening paragraph long enough to stay body text, well past seventy-five characters.</script>', pl: 'Akapit.' },
});

const publicPath = 'https://content.example/';

// Every first screen meets the fake API: one that asks for what it should not fails its test.
let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'GET /articles/3': article, 'GET /articles/99': reply(404, { message: 'articleNotFound' }) });
});

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

  it('draws an article whole from the API, in the page language, and hands it over in a JSON block', async () => {
    const screen = await renderFirstScreen({ path: '/pl/article?id=3', language: 'pl', publicPath, apiUrl: 'https://api.test' });
    expect(api.calls[0]?.url).toBe('https://api.test/articles/3');
    const html = screen?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Jak wybrać dysk<\/h1>/);
    expect(html).toContain('src="https://api.test/image/article-3.webp"');
    const block = new RegExp(`<script type="application/json" id="${ARTICLE_DATA_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(article);
  });

  it('has none for an unknown or malformed article, nor for the other pages; other API failures are reported', async () => {
    await expect(renderFirstScreen({ path: '/article?id=99', language: 'en', publicPath, apiUrl: 'https://api.test' })).resolves.toBeNull();
    await expect(renderFirstScreen({ path: '/article?id=x', language: 'en', publicPath, apiUrl: 'https://api.test' })).resolves.toBeNull();
    await expect(renderFirstScreen({ path: '/blog', language: 'en', publicPath, apiUrl: 'https://api.test' })).resolves.toBeNull();
    // Only the unknown article was asked for: a malformed id and the other pages need no call.
    expect(api.calls.map((call) => call.key)).toEqual(['GET /articles/99']);
    api.fail('GET /articles/3', 500, { message: 'error' });
    await expect(renderFirstScreen({ path: '/article?id=3', language: 'en', publicPath, apiUrl: 'https://api.test' })).rejects.toThrow();
  });
});
