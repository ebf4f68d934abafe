import { BlogPage } from '../features/blog/BlogPage';
import { articleSummary } from '../features/articles/articleSummary';
import { primePublishedArticles } from '../features/articles/fetchPublishedArticles';
import { publishedArticlesDataBlock, type HandedArticles } from '../features/articles/publishedArticlesHandoff';
import { contentTexts } from './contentI18n';
import { drawPage } from './drawPage';
import { publishedArticlesOrNone } from './publishedArticlesOrNone';
import type { ServerPage } from './serverPage';

/**
 * The blog: every published article as the page lists it, handed over with the markup; under `?category={slug}` the
 * page lists that category's (the whole list still goes over: the page filters it, as in the browser).
 */
export const renderBlogScreen: ServerPage = async (request, route) => {
  const articles = await publishedArticlesOrNone();
  const list: HandedArticles | null = articles && { articles: articles.map(articleSummary), complete: true };
  // Taken by the page's render below, in the same turn: no other request's list can be in between.
  primePublishedArticles(list);
  const html = drawPage(request, route, <BlogPage />) + (list ? publishedArticlesDataBlock(list) : '');
  const t = contentTexts(request.language);
  const slug = new URLSearchParams(request.path.split('?')[1] ?? '').get('category');
  const chosen = slug === null ? undefined : articles?.map((article) => article.category).find((category) => category?.slug === slug);
  const title = chosen ? `${chosen.nameDict[request.language]} · ${t('meta.blog.title')}` : t('meta.blog.title');
  return { html, head: { title, description: t('meta.blog.description') } };
};
