import { ApiError, articlePath, localizePath, type Article } from '@inercise/shared';
import type { FirstScreen } from '@inercise/shared/first-screen';
import { ArticlePage } from '../features/article/ArticlePage';
import { articleDataBlock } from '../features/article/articleHandoff';
import { articleHead } from '../features/article/articleHead';
import { findArticle } from '../features/article/findArticle';
import { primeArticle } from '../features/articles/primedArticle';
import { approvedCommentsOrNone, handOverComments } from './approvedCommentsOrNone';
import { articleAddressAt } from './articleAddressAt';
import { contentTexts } from './contentI18n';
import { drawPage } from './drawPage';
import type { ServerPage } from './serverPage';

const notFound: FirstScreen = { status: 404, html: '' };

/**
 * An article, drawn whole from the API's answer, which goes with the markup so the application starts from it. At
 * any address but its current one in the page's language (the old ?id=, the other language's slug, a slug from
 * before a rename) it has moved; an unknown or unpublished one is not there.
 */
export const renderArticleScreen: ServerPage = async (request, route) => {
  const { language } = request;
  const address = articleAddressAt(request.path, route);
  if (address === null) return notFound;
  const article: Article | null = await findArticle(address).catch((error: unknown) => {
    // Any other failure is the caller's to report (the browser then draws the page).
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!article) return notFound;
  const current = article.slugs?.[language];
  if (current !== undefined && !('slug' in address && address.slug === current)) {
    return { html: '', redirect: localizePath(articlePath(article, language), language) };
  }
  // The approved comments are part of the first screen (a visitor without scripts reads them too).
  const comments = await approvedCommentsOrNone(article.id);
  // Taken by the page's render below, in the same turn: no other request's article can be in between.
  primeArticle(article);
  const commentsBlock = handOverComments(comments);
  const html = drawPage(request, route, <ArticlePage />) + articleDataBlock(article) + commentsBlock;
  const t = contentTexts(language);
  return {
    html,
    head: articleHead({
      article,
      language,
      origin: request.origin,
      publicPath: request.publicPath,
      texts: { description: t('meta.article.description'), home: t('meta.breadcrumbs.home'), blog: t('meta.breadcrumbs.blog') },
    }),
  };
};
