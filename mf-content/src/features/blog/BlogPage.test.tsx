import { screen, within } from '@testing-library/react';
import type { Article } from '@inercise/shared';
import { anArticle, fakeApi, renderWithShop, reply, type ShopOptions } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { forgetFavourites } from '../favourites/favouriteStore';
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

describe('BlogPage by category', () => {
  const training = { id: 1, slug: 'training', nameDict: { en: 'Training', pl: 'Trening' } };
  const health = { id: 3, slug: 'health', nameDict: { en: 'Health and recovery', pl: 'Zdrowie i regeneracja' } };
  const articles = [
    { ...article(6, '2025-09-18T09:00:00.000Z', 'After fifty', 'Po pięćdziesiątce'), category: health, imageAltDict: { en: 'A runner stretching', pl: 'Biegacz się rozciąga' } },
    { ...article(2, '2025-02-03T09:00:00.000Z', 'Five exercises', 'Pięć ćwiczeń'), category: training },
    { ...article(3, '2025-01-03T09:00:00.000Z', 'Prevention', 'Profilaktyka'), category: health },
  ];

  afterEach(() => forgetFavourites());

  it('lists one category’s articles at ?category=, with a link per category and the current one marked', async () => {
    fakeApi({ 'GET /articles/published': page(articles) });
    renderBlog({ route: '/pl/blog?category=health', path: '/pl/blog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zdrowie i regeneracja' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Po pięćdziesiątce', 'Profilaktyka']);
    // The owner's description of the picture, in the page's language; none: decorative.
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('alt', 'Biegacz się rozciąga');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('alt', '');
    const nav = screen.getByRole('navigation', { name: 'Kategorie' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Wszystkie artykuły', '/pl/blog'],
      ['Trening', '/pl/blog?category=training'],
      ['Zdrowie i regeneracja', '/pl/blog?category=health'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Zdrowie i regeneracja' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Trening' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('Zdrowie i regeneracja · Blog · Inercise');
    // A guest gets no heart.
    expect(screen.queryByRole('button', { name: /Ulubiony/ })).not.toBeInTheDocument();
  });

  it('lists nothing for a category no article has', async () => {
    fakeApi({ 'GET /articles/published': page(articles) });
    renderBlog({ route: '/en/blog?category=news', path: '/en/blog' });
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('gives a logged-in customer a heart on each card, pressed for their favourites, that toggles', async () => {
    const api = fakeApi({
      'GET /articles/published': page(articles),
      'GET /favourite-articles': [articles[1]],
      'POST /add-to-favourite': (request) => ({ articleId: (request.body as { articleId: number }).articleId, favourite: true }),
      'POST /remove-from-favourite': (request) => ({ articleId: (request.body as { articleId: number }).articleId, favourite: false }),
    });
    const { user } = renderBlog({ route: '/en/blog', path: '/en/blog', loggedIn: true });
    const kept = await screen.findByRole('button', { name: 'Favourite: Five exercises' });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    const other = screen.getByRole('button', { name: 'Favourite: After fifty' });
    expect(other).toHaveAttribute('aria-pressed', 'false');
    await user.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /add-to-favourite')[0]!.body).toEqual({ articleId: 6 });
    await user.click(kept);
    expect(kept).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST /remove-from-favourite')[0]!.body).toEqual({ articleId: 2 });
    expect(api.callsTo('GET /favourite-articles')).toHaveLength(1);
  });

  it('puts the heart back and says so when the API refuses', async () => {
    fakeApi({
      'GET /articles/published': page(articles),
      'GET /favourite-articles': [],
      'POST /add-to-favourite': reply(500, { message: 'boom', field: null }),
    });
    const { user } = renderBlog({ route: '/pl/blog', path: '/pl/blog', loggedIn: true });
    const heart = await screen.findByRole('button', { name: 'Ulubiony: Pięć ćwiczeń' });
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać ulubionego artykułu. Spróbuj ponownie.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
