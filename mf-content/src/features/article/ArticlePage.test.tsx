import { screen } from '@testing-library/react';
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
});
