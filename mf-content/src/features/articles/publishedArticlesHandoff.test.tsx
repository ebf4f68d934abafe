import { screen } from '@testing-library/react';
import { anArticle, fakeApi, placeFirstScreen, renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { BlogPage } from '../blog/BlogPage';
import { LatestArticles } from '../home/LatestArticles';
import { articleSummary } from './articleSummary';
import { primePublishedArticles } from './fetchPublishedArticles';
import { PUBLISHED_ARTICLES_DATA_ID, publishedArticlesDataBlock, takePublishedArticlesFromFirstScreen } from './publishedArticlesHandoff';

const articles = [1, 2, 3, 4].map((id) =>
  anArticle({ id, slugs: { en: `article-${id}`, pl: `artykul-${id}` }, titleDict: { en: `Article ${id}`, pl: `Artykuł ${id}` } }),
);
const translations = { content: contentTranslations };
const listPage = { content: articles, totalElements: 4, totalPages: 1, number: 0, size: 100 };

afterEach(() => primePublishedArticles(null));

describe('the articles handed over by the first screen', () => {
  it('are the blog’s first render: every card at once, without asking the API', () => {
    // The block as this team's server writes it, in the container the shell's page gives the application.
    placeFirstScreen({ container: 'app-mf-content', html: publishedArticlesDataBlock({ articles: articles.map(articleSummary), complete: true }) });
    expect(takePublishedArticlesFromFirstScreen()).toBe(true);
    expect(document.querySelector('script')).toBeNull();
    const api = fakeApi();
    renderWithShop(<BlogPage />, { route: '/pl/blog', translations });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Artykuł 1' })).toHaveAttribute('href', '/pl/article/artykul-1');
    expect(api.calls).toEqual([]);
  });

  it("are the home page's first three, while the blog, which lists them all, asks for the rest", async () => {
    primePublishedArticles({ articles: articles.slice(0, 3).map(articleSummary), complete: false });
    const api = fakeApi({ 'GET /articles/published': listPage });
    const home = renderWithShop(<LatestArticles />, { route: '/en', translations });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(api.calls).toEqual([]);
    home.unmount();

    renderWithShop(<BlogPage />, { route: '/en/blog', translations });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(api.calls.map((call) => call.route)).toEqual(['GET /articles/published']);
  });

  it('are ignored when missing or unreadable', () => {
    expect(takePublishedArticlesFromFirstScreen()).toBe(false);
    placeFirstScreen({ data: { [PUBLISHED_ARTICLES_DATA_ID]: { articles: [{ id: 'x' }], complete: true } } });
    expect(takePublishedArticlesFromFirstScreen()).toBe(false);
    placeFirstScreen({ data: { [PUBLISHED_ARTICLES_DATA_ID]: { articles: [] } } });
    expect(takePublishedArticlesFromFirstScreen()).toBe(false);
  });
});
