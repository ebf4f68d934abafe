import { screen } from '@testing-library/react';
import type { Article } from '@inercise/shared';
import { jsonResponse, mockFetch, renderPage } from '../../testing/renderPage';
import { ArticlePage } from './ArticlePage';

const article: Article = {
  id: 3,
  titleDict: { en: 'How to choose the right disc', pl: 'Jak wybrać dysk' },
  bodyDict: {
    en: 'An opening paragraph that is clearly longer than seventy-five characters, so it stays body text.\\nPick by goal\\n<b>Not bold</b> stays as typed, because article text is never read as HTML by the page at all.',
    pl: 'Akapit otwierający, który jest wyraźnie dłuższy niż siedemdziesiąt pięć znaków, więc zostaje zwykłym tekstem.\\nWybierz według celu',
  },
  author: 'Marta Nowak',
  datePublished: '2025-04-02T09:00:00.000Z',
  image: 'article-3.webp',
  thumbnail: 'article-3.webp',
};

describe('ArticlePage', () => {
  it('shows title, author, padded date and the body with short paragraphs as headings', async () => {
    const fetchMock = mockFetch(jsonResponse(200, article));
    renderPage(<ArticlePage />, { url: '/article?id=3', path: '/article' });

    expect(await screen.findByRole('heading', { level: 1, name: 'How to choose the right disc' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/articles\/3$/);
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
    mockFetch(jsonResponse(200, article));
    renderPage(<ArticlePage />, { url: '/pl/article?id=3', path: '/pl/article', language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak wybrać dysk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wybierz według celu' })).toBeInTheDocument();
  });

  it('says the article was not found for an unknown id', async () => {
    mockFetch(jsonResponse(404, { message: 'articleNotFound', field: 'id' }));
    renderPage(<ArticlePage />, { url: '/article?id=999', path: '/article' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('This article does not exist or is no longer published.')).toBeInTheDocument();
  });

  it('says not found without asking the API when the id is not a number', async () => {
    const fetchMock = mockFetch();
    renderPage(<ArticlePage />, { url: '/pl/article?id=abc', path: '/pl/article', language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono artykułu' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
