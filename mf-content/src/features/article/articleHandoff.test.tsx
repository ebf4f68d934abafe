import { screen } from '@testing-library/react';
import type { Article } from '@inercise/shared';
import { mockFetch, renderPage } from '../../testing/renderPage';
import { ArticlePage } from './ArticlePage';
import { articleDataBlock, takeArticleFromFirstScreen } from './articleHandoff';

const article: Article = {
  id: 5,
  titleDict: { en: 'Eccentric overload explained', pl: 'Przeciążenie ekscentryczne' },
  bodyDict: { en: 'A body paragraph that is comfortably longer than seventy-five characters in total length.', pl: 'Akapit.' },
  author: 'Jan Kowalski',
  datePublished: '2025-05-06T09:00:00.000Z',
  image: 'article-5.webp',
  thumbnail: 'article-5.webp',
};

describe('the article handed over by the first screen', () => {
  it('is taken before the first render: the article page shows it at once, without asking the API', () => {
    document.body.innerHTML = `<div id="app-mf-content">${articleDataBlock(article)}</div>`;
    expect(takeArticleFromFirstScreen()).toBe(true);
    expect(document.querySelector('script')).toBeNull();
    const fetchMock = mockFetch();
    renderPage(<ArticlePage />, { url: '/article?id=5', path: '/article' });
    expect(screen.getByRole('heading', { level: 1, name: 'Eccentric overload explained' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is ignored when missing or not an article', () => {
    document.body.innerHTML = '';
    expect(takeArticleFromFirstScreen()).toBe(false);
    document.body.innerHTML = '<script type="application/json" id="mf-content-first-screen-article">{"id":"x"}</script>';
    expect(takeArticleFromFirstScreen()).toBe(false);
  });
});
