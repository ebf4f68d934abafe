import * as endpoints from '@inercise/contracts/routes/articles';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute, type EndpointRequest } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { articleSelect, toArticle } from './articleRows.ts';

type ListQuery = EndpointRequest<typeof endpoints.publishedArticles>['query'];

export const articleRoutes = (app: TypedApp, ctx: AppContext): void => {
  const list = async (query: ListQuery) => {
    const direction = query.sortDir.toLowerCase() as 'asc' | 'desc';
    const column = query.sortBy === 'id' ? 'id' : 'date_published';
    const [rows, total] = await Promise.all([
      articleSelect(ctx.db)
        .orderBy(`article.${column}`, direction)
        .orderBy('article.id', direction)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      ctx.db.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).where('published', '=', true).executeTakeFirstOrThrow(),
    ]);
    const totalElements = Number(total.n);
    return {
      content: rows.map(toArticle),
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      number: query.page,
      size: query.size,
    };
  };

  endpointRoute(app, ctx, endpoints.publishedArticles, async (request) => list(request.query));
  endpointRoute(app, ctx, endpoints.articles, async (request) => list(request.query));
  endpointRoute(app, ctx, endpoints.article, async (request) => {
    const row = await articleSelect(ctx.db).where('article.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('articleNotFound', 'id');
    return toArticle(row);
  });
};
