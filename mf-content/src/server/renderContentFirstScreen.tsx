import { MemoryRouter } from '@inercise/shared/router';
import { ApiError } from '@inercise/shared';
import { bareRoute, renderFirstScreen, serverI18n, type FirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { contentTranslations } from '../i18n/contentTranslations';
import { HeroSection } from '../features/home/HeroSection';
import { ArticlePage } from '../features/article/ArticlePage';
import { articleIdFrom } from '../features/article/articleIdFrom';
import { articleDataBlock } from '../features/article/articleHandoff';
import { fetchArticle, primeArticle } from '../features/articles/fetchArticle';

const i18nFor = serverI18n('content', contentTranslations);

/**
 * The home page opens with the hero (poster, headline, the way to the shop): the whole first screen on a phone and
 * on a desktop, and the page's largest image. An article is drawn whole from the API's answer, which goes with the
 * markup so the application starts from it. The other routes are left to the browser.
 */
export async function renderContentFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const route = bareRoute(request.path);
  if (route === '/') return renderFirstScreen(<HeroSection />, i18nFor(request.language));
  if (route !== '/article') return null;
  const id = articleIdFrom(new URLSearchParams(request.path.split('?')[1] ?? '').get('id'));
  if (id === null) return null;
  const article = await fetchArticle(id).catch((error: unknown) => {
    // An unknown article is the browser's not-found page; any other failure is the caller's to report.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!article) return null;
  primeArticle(article);
  const { html } = renderFirstScreen(
    <MemoryRouter initialEntries={[request.path]}>
      <ArticlePage />
    </MemoryRouter>,
    i18nFor(request.language),
  );
  return { html: html + articleDataBlock(article) };
}
