import { articleCategories } from '@inercise/contracts/routes/articles';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';

/** The blog's categories: what the blog filters by and the back office's article editor chooses from. */
export const articleCategoryRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, articleCategories, async () => {
    const rows = await ctx.db.selectFrom('article_category').select(['id', 'slug', 'name_en', 'name_pl']).orderBy('position').orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, slug: row.slug, nameDict: { en: row.name_en, pl: row.name_pl } }));
  });
};
