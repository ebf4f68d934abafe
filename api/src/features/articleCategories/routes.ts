import type { AppContext, TypedApp } from '../../context.ts';
import { contracts } from '../../contracts.ts';

const { ArticleCategoriesSchema } = contracts;

/** The blog's categories: what the blog filters by and the back office's article editor chooses from. */
export const articleCategoryRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/article-category',
    { schema: { tags: ['articles'], summary: 'Every blog category with its name per language and its slug, in the blog\'s order', response: { 200: ArticleCategoriesSchema } } },
    async () => {
      const rows = await ctx.db.selectFrom('article_category').select(['id', 'slug', 'name_en', 'name_pl']).orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, slug: row.slug, nameDict: { en: row.name_en, pl: row.name_pl } }));
    },
  );
};
