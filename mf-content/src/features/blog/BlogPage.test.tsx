import { screen, within } from '@testing-library/react';
import type { Article } from '@inercise/shared';
import { anArticle, fakeApi, renderWithShop, reply, type ShopOptions } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { BlogPage } from './BlogPage';

const article = (id: number, datePublished: string, en: string, pl: string): Article =>
  anArticle({
    id,
    titleDict: { en, pl },
    bodyDict: { en: 'Body', pl: 'Treść' },
    datePublished,
    image: `article-${id}.webp`,
    thumbnail: `article-${id}.webp`,
  });

const page = (content: Article[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 100 });

const renderBlog = (options: ShopOptions = {}) => renderWithShop(<BlogPage />, { translations: { content: contentTranslations }, ...options });

describe('BlogPage', () => {
  it('lists the articles as the API orders them (newest first), with thumbnail, title, date and link', async () => {
    const api = fakeApi({
      'GET /articles/published': page([
        { ...article(6, '2025-09-18T09:00:00.000Z', 'After fifty', 'Po pięćdziesiątce'), slugs: { en: 'after-fifty', pl: 'po-piecdziesiatce' } },
        // An API without slugs: the article's page is at its id.
        article(1, '2025-01-14T09:00:00.000Z', 'What is it?', 'Co to jest?'),
      ]),
    });
    renderBlog({ route: '/pl/blog', path: '/pl/blog' });

    const cards = await screen.findAllByRole('article');
    expect(api.calls[0]?.url).toMatch(/\/articles\/published\?sortBy=datePublished&sortDir=DESC$/);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Po pięćdziesiątce' })).toHaveAttribute('href', '/pl/article/po-piecdziesiatce');
    expect(within(cards[0]!).getByText('2025-09-18')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toMatch(/\/thumbnail\/article-6\.webp$/);
    expect(within(cards[1]!).getByRole('link', { name: 'Co to jest?' })).toHaveAttribute('href', '/pl/article?id=1');
  });

  it('names the page and its language versions in the head', async () => {
    fakeApi({ 'GET /articles/published': page([]) });
    renderBlog({ route: '/pl/blog', path: '/pl/blog' });
    expect(await screen.findByText('Nie ma jeszcze artykułów.')).toBeInTheDocument();
    expect(document.title).toBe('Blog · Inercise');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^Artykuły o treningu/));
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['pl', 'http://localhost/pl/blog'],
      ['en', 'http://localhost/en/blog'],
      ['x-default', 'http://localhost/blog'],
    ]);
  });

  it('says so when the articles cannot be loaded', async () => {
    fakeApi({ 'GET /articles/published': reply(500, {}) });
    renderBlog();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the articles. Please try again later.');
  });
});
