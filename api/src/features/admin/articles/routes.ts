import * as endpoints from '@inercise/contracts/routes/adminArticles';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { changeArticle, createArticle, listArticles, loadArticle } from './articleQueries.ts';

/**
 * The longest article the contract takes (two bodies of ADMIN_ARTICLE_BODY_MAX characters, each up to three bytes
 * as JSON, more when escaped) is well over the shop's 64 KB for a body: the owner's articles get room for it. Only
 * an admin's request is read at all (area.ts).
 */
const ARTICLE_BODY_LIMIT = 1024 * 1024;

/**
 * The blog's articles for the owner: drafts and published ones, written and published here. The shop reads the
 * table on every request (no copy is kept by any replica or by the storefront's servers), so a publish or an
 * unpublish is what shoppers get from the next request on.
 */
export const adminArticleRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminArticles, async (request) => listArticles(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminArticle, async (request) => {
    const article = await loadArticle(ctx.db, request.params.id);
    if (!article) throw notFound('articleNotFound', 'id');
    return article;
  });

  endpointRoute(admin, ctx, endpoints.adminCreateArticle, async (request) => createArticle(ctx.db, currentAdmin(request), request.body), {
    bodyLimit: ARTICLE_BODY_LIMIT,
  });

  endpointRoute(
    admin,
    ctx,
    endpoints.adminChangeArticle,
    async (request) => {
      const article = await changeArticle(ctx.db, currentAdmin(request), request.params.id, request.body);
      if (!article) throw notFound('articleNotFound', 'id');
      return article;
    },
    { bodyLimit: ARTICLE_BODY_LIMIT },
  );
};
