import { screen } from '@testing-library/react';
import { anArticle, fakeApi, placeFirstScreen, renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ArticlePage } from './ArticlePage';
import { ARTICLE_DATA_ID, articleDataBlock, takeArticleFromFirstScreen } from './articleHandoff';

const article = anArticle({
  id: 5,
  titleDict: { en: 'Eccentric overload explained', pl: 'Przeciążenie ekscentryczne' },
  bodyDict: { en: 'A body paragraph that is comfortably longer than seventy-five characters in total length.', pl: 'Akapit.' },
  author: 'Jan Kowalski',
  datePublished: '2025-05-06T09:00:00.000Z',
  image: 'article-5.webp',
  thumbnail: 'article-5.webp',
});

describe('the article handed over by the first screen', () => {
  it('is taken before the first render: the article page shows it at once, without asking the API', () => {
    // The block as this team's server writes it, in the container the shell's page gives the application.
    placeFirstScreen({ container: 'app-mf-content', html: articleDataBlock(article) });
    expect(takeArticleFromFirstScreen()).toBe(true);
    expect(document.querySelector('script')).toBeNull();
    const api = fakeApi();
    renderWithShop(<ArticlePage />, { route: '/article?id=5', path: '/article', translations: { content: contentTranslations } });
    expect(screen.getByRole('heading', { level: 1, name: 'Eccentric overload explained' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('is ignored when missing or not an article', () => {
    expect(takeArticleFromFirstScreen()).toBe(false);
    placeFirstScreen({ data: { [ARTICLE_DATA_ID]: { id: 'x' } } });
    expect(takeArticleFromFirstScreen()).toBe(false);
  });
});
