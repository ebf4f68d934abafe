import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { articleSelect, toArticle } from './articleRows.ts';

const { ArticleSchema, pageSchema } = contracts;

const listQuery = z.object({
  sortBy: z.enum(['datePublished', 'id']).default('datePublished'),
  sortDir: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
  page: z.coerce.number().int().min(0).max(10000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(100),
});

export const articleRoutes = (app: TypedApp, ctx: AppContext): void => {
  const list = async (query: z.infer<typeof listQuery>) => {
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

  app.get(
    '/articles/published',
    { schema: { tags: ['articles'], querystring: listQuery, response: { 200: pageSchema(ArticleSchema) } } },
    async (request) => list(request.query),
  );
  // The spec's "blog articles call with a flag true": the same list, the flag being ?published=true.
  app.get(
    '/articles',
    { schema: { tags: ['articles'], querystring: listQuery.extend({ published: z.enum(['true', 'false']).optional() }), response: { 200: pageSchema(ArticleSchema) } } },
    async (request) => list(request.query),
  );
  app.get(
    '/articles/:id',
    { schema: { tags: ['articles'], params: z.object({ id: idParam }), response: { 200: ArticleSchema } } },
    async (request) => {
      const row = await articleSelect(ctx.db).where('article.id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound('articleNotFound', 'id');
      return toArticle(row);
    },
  );
};
