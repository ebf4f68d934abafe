import { sql, type Transaction } from 'kysely';
import type { AdminArticle, AdminArticleChange, AdminArticleDraft, AdminArticleRow } from '@inercise/contracts/admin';
import type { Page } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import { badRequest } from '../../../http/errors.ts';
import { drawing } from '../../images/drawings.ts';
import { unknownImageNames } from '../../images/uploadedImages.ts';
import { assignSlugs } from '../../slugs/assignSlugs.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { pageOf } from '../paging.ts';

/** The day shoppers see: the stored moment's date in UTC, as the article page shows it. */
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** A day the owner picks is stored as its first moment in UTC, so the shop shows that very day. */
const momentOf = (day: string) => new Date(`${day}T00:00:00Z`);

interface ArticleRecord {
  id: number;
  title_en: string;
  title_pl: string;
  body_en: string;
  body_pl: string;
  author: string;
  date_published: Date | string;
  image: string;
  thumbnail: string;
  published: boolean;
  image_alt_en: string;
  image_alt_pl: string;
  category_id: number | null;
}

const articleView = (row: ArticleRecord): AdminArticle => ({
  id: row.id,
  titleDict: { en: row.title_en, pl: row.title_pl },
  bodyDict: { en: row.body_en, pl: row.body_pl },
  author: row.author,
  datePublished: dayOf(row.date_published),
  image: row.image,
  thumbnail: row.thumbnail,
  published: row.published,
  imageAltDict: { en: row.image_alt_en, pl: row.image_alt_pl },
  categoryId: row.category_id,
});

/** An article's fields one by one, as the audit log names them. */
interface ArticleValues {
  titleEn: string;
  titlePl: string;
  bodyEn: string;
  bodyPl: string;
  author: string;
  datePublished: string;
  image: string;
  thumbnail: string;
  published: boolean;
  imageAltEn: string;
  imageAltPl: string;
  categoryId: number | null;
}

type Field = keyof ArticleValues;

const valuesOf = (article: AdminArticle): ArticleValues => ({
  titleEn: article.titleDict.en,
  titlePl: article.titleDict.pl,
  bodyEn: article.bodyDict.en,
  bodyPl: article.bodyDict.pl,
  author: article.author,
  datePublished: article.datePublished,
  image: article.image,
  thumbnail: article.thumbnail,
  published: article.published,
  imageAltEn: article.imageAltDict.en,
  imageAltPl: article.imageAltDict.pl,
  categoryId: article.categoryId,
});

/**
 * What the owner sent, tidied as it is stored: titles and the author without spaces around them, bodies without
 * blank space at their ends (the paragraphs inside are left exactly as typed).
 */
const valuesFrom = (change: AdminArticleChange): Partial<ArticleValues> => {
  const values: Partial<ArticleValues> = {};
  if (change.titleDict) Object.assign(values, { titleEn: change.titleDict.en.trim(), titlePl: change.titleDict.pl.trim() });
  if (change.bodyDict) Object.assign(values, { bodyEn: change.bodyDict.en.trim(), bodyPl: change.bodyDict.pl.trim() });
  if (change.author !== undefined) values.author = change.author.trim();
  if (change.datePublished !== undefined) values.datePublished = change.datePublished;
  if (change.image !== undefined) values.image = change.image;
  if (change.thumbnail !== undefined) values.thumbnail = change.thumbnail;
  if (change.published !== undefined) values.published = change.published;
  if (change.imageAltDict) Object.assign(values, { imageAltEn: change.imageAltDict.en.trim(), imageAltPl: change.imageAltDict.pl.trim() });
  if (change.categoryId !== undefined) values.categoryId = change.categoryId;
  return values;
};

/** The table's columns of some fields. */
const columnsOf = (values: Partial<ArticleValues>) => ({
  ...(values.titleEn !== undefined ? { title_en: values.titleEn } : {}),
  ...(values.titlePl !== undefined ? { title_pl: values.titlePl } : {}),
  ...(values.bodyEn !== undefined ? { body_en: values.bodyEn } : {}),
  ...(values.bodyPl !== undefined ? { body_pl: values.bodyPl } : {}),
  ...(values.author !== undefined ? { author: values.author } : {}),
  ...(values.datePublished !== undefined ? { date_published: momentOf(values.datePublished) } : {}),
  ...(values.image !== undefined ? { image: values.image } : {}),
  ...(values.thumbnail !== undefined ? { thumbnail: values.thumbnail } : {}),
  ...(values.published !== undefined ? { published: values.published } : {}),
  ...(values.imageAltEn !== undefined ? { image_alt_en: values.imageAltEn } : {}),
  ...(values.imageAltPl !== undefined ? { image_alt_pl: values.imageAltPl } : {}),
  ...(values.categoryId !== undefined ? { category_id: values.categoryId } : {}),
});

export interface ArticleFilter {
  /** Only the published articles, or only the drafts; every one when undefined. */
  published?: boolean | undefined;
  page: number;
  size: number;
}

/** One page of the articles, drafts included, newest publication day first (the blog's order). */
export const listArticles = async (db: Db, filter: ArticleFilter): Promise<Page<AdminArticleRow>> => {
  let query = db.selectFrom('article');
  if (filter.published !== undefined) query = query.where('published', '=', filter.published);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'title_en', 'title_pl', 'author', 'date_published', 'thumbnail', 'published'])
    .orderBy('date_published', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.size)
    .offset(filter.page * filter.size)
    .execute();
  const content = rows.map(
    (row): AdminArticleRow => ({
      id: row.id,
      titleDict: { en: row.title_en, pl: row.title_pl },
      author: row.author,
      datePublished: dayOf(row.date_published),
      thumbnail: row.thumbnail,
      published: row.published,
    }),
  );
  return pageOf(content, Number(total), filter);
};

/** One article, a draft too; undefined when there is no such article. */
export const loadArticle = async (db: Db, id: number): Promise<AdminArticle | undefined> => {
  const row = await db.selectFrom('article').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? articleView(row) : undefined;
};

/**
 * The next article id. The table has no sequence (the seed gives the shop's first articles their ids), so the new
 * one is one past the highest, with the table locked against other writers until the transaction ends: two admins
 * creating at once wait for each other instead of taking the same id. Readers are not held up.
 */
const nextArticleId = async (trx: Transaction<DB>): Promise<number> => {
  await sql`lock table article in share row exclusive mode`.execute(trx);
  const { highest } = await trx
    .selectFrom('article')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('highest'))
    .executeTakeFirstOrThrow();
  return Number(highest) + 1;
};

/** The shop's own drawings are named `<drawing>.webp` (or .svg); uploads by their hash (images/uploadedImages.ts). */
const isDrawing = (name: string) => /\.(webp|svg)$/.test(name) && drawing(name.replace(/\.(webp|svg)$/, '')) !== null;

/**
 * Refuses a header picture the shop cannot serve (an upload it no longer keeps, a name of nothing): shoppers would
 * meet a broken picture. Checked in the change's transaction, only for the names that change.
 */
const checkPictures = async (trx: Transaction<DB>, pictures: { image?: string | undefined; thumbnail?: string | undefined }): Promise<void> => {
  const names = [pictures.image, pictures.thumbnail].filter((name): name is string => name !== undefined);
  if (names.length === 0) return;
  const unknown = new Set(await unknownImageNames(trx, [...new Set(names)], isDrawing));
  if (pictures.image !== undefined && unknown.has(pictures.image)) throw badRequest('imageNotFound', 'image');
  if (pictures.thumbnail !== undefined && unknown.has(pictures.thumbnail)) throw badRequest('imageNotFound', 'thumbnail');
};

/** Refuses a category the shop does not have (the editor offers only GET /article-category's). */
const checkCategory = async (trx: Transaction<DB>, categoryId: number | null | undefined): Promise<void> => {
  if (categoryId === undefined || categoryId === null) return;
  const found = await trx.selectFrom('article_category').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw badRequest('articleCategoryNotFound', 'categoryId');
};

/** Creates an article (a draft unless asked to publish it) with its audit entry, in one transaction. */
export const createArticle = async (db: Db, actor: Actor, draft: AdminArticleDraft): Promise<AdminArticle> =>
  db.transaction().execute(async (trx) => {
    await checkPictures(trx, draft);
    await checkCategory(trx, draft.categoryId);
    const id = await nextArticleId(trx);
    const titles = { en: draft.titleDict.en.trim(), pl: draft.titleDict.pl.trim() };
    const slugs = await assignSlugs(trx, 'article', id, titles, null);
    const row = await trx
      .insertInto('article')
      .values({
        id,
        title_en: titles.en,
        title_pl: titles.pl,
        slug_en: slugs.en,
        slug_pl: slugs.pl,
        body_en: draft.bodyDict.en.trim(),
        body_pl: draft.bodyDict.pl.trim(),
        author: draft.author.trim(),
        date_published: momentOf(draft.datePublished),
        image: draft.image,
        thumbnail: draft.thumbnail,
        published: draft.published ?? false,
        image_alt_en: draft.imageAltDict?.en.trim() ?? '',
        image_alt_pl: draft.imageAltDict?.pl.trim() ?? '',
        category_id: draft.categoryId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const article = articleView(row);
    await recordAudit(trx, actor, { action: 'article.created', entityKind: 'article', entityId: String(id), before: null, after: { ...valuesOf(article) } });
    return article;
  });

/** The audit log's name of a change: publishing and unpublishing stand out from edits. */
const actionOf = (changed: Partial<ArticleValues>) =>
  changed.published === undefined ? 'article.changed' : changed.published ? 'article.published' : 'article.unpublished';

/**
 * Changes the fields sent, with one audit entry of those that really changed (before and after), in one transaction.
 * Sending what the article already holds changes and logs nothing. Undefined when there is no such article.
 */
export const changeArticle = async (db: Db, actor: Actor, id: number, change: AdminArticleChange): Promise<AdminArticle | undefined> =>
  db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('article').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const current = valuesOf(articleView(row));
    const asked = valuesFrom(change);
    const fields = (Object.keys(asked) as Field[]).filter((field) => asked[field] !== current[field]);
    if (fields.length === 0) return articleView(row);
    if (fields.includes('categoryId')) await checkCategory(trx, asked.categoryId);
    await checkPictures(trx, { image: fields.includes('image') ? asked.image : undefined, thumbnail: fields.includes('thumbnail') ? asked.thumbnail : undefined });
    const before = Object.fromEntries(fields.map((field) => [field, current[field]]));
    const after: Partial<ArticleValues> = Object.fromEntries(fields.map((field) => [field, asked[field]]));
    // A new title gives the article a new address in that language; the old one still leads to it.
    const renamed = { ...(after.titleEn !== undefined ? { en: after.titleEn } : {}), ...(after.titlePl !== undefined ? { pl: after.titlePl } : {}) };
    const slugs = await assignSlugs(trx, 'article', id, renamed, { en: row.slug_en, pl: row.slug_pl });
    const changed = await trx
      .updateTable('article')
      .set({ ...columnsOf(after), slug_en: slugs.en, slug_pl: slugs.pl, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: actionOf(after), entityKind: 'article', entityId: String(id), before, after });
    return articleView(changed);
  });
