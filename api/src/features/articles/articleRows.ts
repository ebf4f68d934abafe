import type { Article } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';

/** The published articles with their category, as every shopper-facing call answers them. */
export const articleSelect = (db: Db) =>
  db
    .selectFrom('article')
    .leftJoin('article_category', 'article_category.id', 'article.category_id')
    .select([
      'article.id',
      'article.title_en',
      'article.title_pl',
      'article.body_en',
      'article.body_pl',
      'article.slug_en',
      'article.slug_pl',
      'article.author',
      'article.date_published',
      'article.image',
      'article.thumbnail',
      'article.image_alt_en',
      'article.image_alt_pl',
      'article_category.id as category_id',
      'article_category.slug as category_slug',
      'article_category.name_en as category_name_en',
      'article_category.name_pl as category_name_pl',
    ])
    .where('article.published', '=', true);

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleSelect>['executeTakeFirstOrThrow']>>;

export const toArticle = (row: ArticleRow): Article => ({
  id: row.id,
  titleDict: { en: row.title_en, pl: row.title_pl },
  bodyDict: { en: row.body_en, pl: row.body_pl },
  slugs: { en: row.slug_en, pl: row.slug_pl },
  author: row.author,
  datePublished: new Date(row.date_published).toISOString(),
  image: row.image,
  thumbnail: row.thumbnail,
  imageAltDict: { en: row.image_alt_en, pl: row.image_alt_pl },
  category:
    row.category_id === null || row.category_slug === null
      ? null
      : { id: row.category_id, slug: row.category_slug, nameDict: { en: row.category_name_en ?? '', pl: row.category_name_pl ?? '' } },
});
