import { cleanup, screen, waitFor } from '@testing-library/react';
import { anArticle, fakeApi, renderWithShop, reply } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ArticlePage } from './ArticlePage';

// Short lines become headings; the tags in the English text must be shown as typed.
const article = anArticle({
  bodyDict: {
    en: 'An opening paragraph that is clearly longer than seventy-five characters, so it stays body text.\\nPick by goal\\n<b>Not bold</b> stays as typed, because article text is never read as HTML by the page at all.',
    pl: 'Akapit otwierający, który jest wyraźnie dłuższy niż siedemdziesiąt pięć znaków, więc zostaje zwykłym tekstem.\\nWybierz według celu',
  },
});

/** The article page at its route; the page's language is the route's. */
const renderArticle = (route: string, path: string) =>
  renderWithShop(<ArticlePage />, { route, path, translations: { content: contentTranslations } });

// Each test of an article at a readable address has its own id: an article the page moved on from is kept a while.
const withSlugs = (id: number) =>
  anArticle({
    id,
    slugs: { en: `what-is-flywheel-training-${id}`, pl: `czym-jest-trening-inercyjny-${id}` },
    titleDict: { en: 'What is flywheel training?', pl: 'Czym jest trening inercyjny?' },
  });
const lookup = (article: ReturnType<typeof withSlugs>) => ({ id: article.id, slugs: article.slugs });

describe('ArticlePage', () => {
  it('shows title, author, padded date and the body with short paragraphs as headings', async () => {
    const api = fakeApi({ 'GET /articles/3': article });
    renderArticle('/article?id=3', '/article');

    expect(await screen.findByRole('heading', { level: 1, name: 'How to choose the right disc' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toMatch(/\/articles\/3$/);
    expect(screen.getByText('Marta Nowak')).toBeInTheDocument();
    expect(screen.getByText('2025-04-02')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pick by goal' })).toBeInTheDocument();
    expect(screen.getByText(/^An opening paragraph/).tagName).toBe('P');
    // Text, never markup: the tags are shown as typed and no <b> element exists.
    expect(screen.getByText(/<b>Not bold<\/b> stays as typed/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('How to choose the right disc · Inercise');
  });

  it('shows the Polish text on Polish pages', async () => {
    fakeApi({ 'GET /articles/3': article });
    renderArticle('/pl/article?id=3', '/pl/article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak wybrać dysk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wybierz według celu' })).toBeInTheDocument();
  });

  it('says the article was not found for an unknown id', async () => {
    fakeApi({ 'GET /articles/999': reply(404, { message: 'articleNotFound', field: 'id' }) });
    renderArticle('/article?id=999', '/article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('This article does not exist or is no longer published.')).toBeInTheDocument();
  });

  it('says not found without asking the API when the id is not a number', async () => {
    const api = fakeApi();
    renderArticle('/pl/article?id=abc', '/pl/article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono artykułu' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('finds an article by its slug, and names its address in each language in the head', async () => {
    const found = withSlugs(11);
    const api = fakeApi({ 'GET /slugs/article/czym-jest-trening-inercyjny-11': lookup(found), 'GET /articles/11': found });
    const { location } = renderArticle('/pl/article/czym-jest-trening-inercyjny-11', '/pl/article/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Czym jest trening inercyjny?' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /slugs/article/czym-jest-trening-inercyjny-11', 'GET /articles/11']);
    expect(location().url).toBe('/pl/article/czym-jest-trening-inercyjny-11');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/pl/article/czym-jest-trening-inercyjny-11');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['pl', 'http://localhost/pl/article/czym-jest-trening-inercyjny-11'],
      ['en', 'http://localhost/en/article/what-is-flywheel-training-11'],
      ['x-default', 'http://localhost/article/what-is-flywheel-training-11'],
    ]);
  });

  it('replaces the old ?id= address with the readable one in the page language', async () => {
    const found = withSlugs(12);
    fakeApi({ 'GET /articles/12': found });
    const { location } = renderArticle('/pl/article?id=12', '/pl/article');
    await waitFor(() => expect(location().url).toBe('/pl/article/czym-jest-trening-inercyjny-12'));
  });

  it("moves from the other language's slug to this language's, showing the article without asking for it again", async () => {
    const found = withSlugs(13);
    const api = fakeApi({ 'GET /slugs/article/what-is-flywheel-training-13': lookup(found), 'GET /articles/13': found });
    const { location } = renderArticle('/pl/article/what-is-flywheel-training-13', '/pl/article/:slug');
    await waitFor(() => expect(location().url).toBe('/pl/article/czym-jest-trening-inercyjny-13'));
    expect(screen.getByRole('heading', { level: 1, name: 'Czym jest trening inercyjny?' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('stays at the address of an article the API gives no slugs', async () => {
    fakeApi({ 'GET /articles/3': article });
    const { location } = renderArticle('/en/article?id=3', '/en/article');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to choose the right disc' })).toBeInTheDocument();
    expect(location().url).toBe('/en/article?id=3');
  });

  it('says not found for a slug no article ever had, and without asking for one no slug can look like', async () => {
    const api = fakeApi({ 'GET /slugs/article/no-such-article': reply(404, { message: 'slugNotFound' }) });
    renderArticle('/en/article/no-such-article', '/en/article/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    cleanup();
    renderArticle('/en/article/Not_A_Slug', '/en/article/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /slugs/article/no-such-article']);
  });
});
