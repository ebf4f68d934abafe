import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { msg } from '../../validation/messageKeys';
import { LocalizedTextSchema } from '../article';
import { isAdminDay } from './adminDay';

/** The longest title, author and body the back office takes, in characters. */
export const ADMIN_ARTICLE_TITLE_MAX = 150;
export const ADMIN_ARTICLE_AUTHOR_MAX = 100;
export const ADMIN_ARTICLE_BODY_MAX = 50_000;
/** The longest picture name: what the shop serves at /image/{name} and /thumbnail/{name}. */
export const ADMIN_ARTICLE_IMAGE_NAME_MAX = 120;
/** The longest description of the header picture (its alt text), per language. */
export const ADMIN_ARTICLE_IMAGE_ALT_MAX = 250;

/** One row of GET /admin/articles: drafts and published articles alike, without their bodies. */
export const AdminArticleRowSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    titleDict: LocalizedTextSchema,
    author: z.string(),
    /** The day shoppers see (year-month-day, as the shop shows it). */
    datePublished: z.string(),
    thumbnail: z.string(),
    /** False for a draft: shoppers neither find it in the lists nor open its page. */
    published: z.boolean(),
  }),
);
export type AdminArticleRow = z.infer<typeof AdminArticleRowSchema>;

/** GET /admin/articles/{id}, and the answer of every change: the whole article as the owner edits it. */
export const AdminArticleSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    titleDict: LocalizedTextSchema,
    /** Paragraphs separated by the two characters backslash and n, as the shop stores and shows them. */
    bodyDict: LocalizedTextSchema,
    author: z.string(),
    /** The day shoppers see, `YYYY-MM-DD`. */
    datePublished: z.string(),
    image: z.string(),
    thumbnail: z.string(),
    published: z.boolean(),
    /** What the header picture shows, per language (its alt text on the article and its cards); empty: decorative. */
    imageAltDict: LocalizedTextSchema,
    /** Its blog category (GET /article-category), null for none. */
    categoryId: z.nullable(z.int()),
  }),
);
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

const filled = (text: string) => text.trim().length > 0;

/** A name the shop can serve a picture under: letters, digits, dots, dashes and underscores, no folders. */
const isImageName = (text: string) => text === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(text);

const text = (required: string, max: number) => z.string().check(z.refine(filled, required), z.maxLength(max, msg('validation.tooLong')));

const imageName = () =>
  z.string().check(z.refine(filled, 'articleImageRequired'), z.maxLength(ADMIN_ARTICLE_IMAGE_NAME_MAX, msg('validation.tooLong')), z.refine(isImageName, 'articleImageInvalid'));

/** What an article is made of, each field checked: titles and bodies in both languages are required. */
const articleFields = () => ({
  titleDict: z.object({ en: text('articleTitleRequired', ADMIN_ARTICLE_TITLE_MAX), pl: text('articleTitleRequired', ADMIN_ARTICLE_TITLE_MAX) }),
  bodyDict: z.object({ en: text('articleBodyRequired', ADMIN_ARTICLE_BODY_MAX), pl: text('articleBodyRequired', ADMIN_ARTICLE_BODY_MAX) }),
  author: text('articleAuthorRequired', ADMIN_ARTICLE_AUTHOR_MAX),
  datePublished: z.string().check(z.refine(isAdminDay, 'invalidDate')),
  image: imageName(),
  thumbnail: imageName(),
  imageAltDict: z.optional(z.object({ en: z.string().check(z.maxLength(ADMIN_ARTICLE_IMAGE_ALT_MAX, msg('validation.tooLong'))), pl: z.string().check(z.maxLength(ADMIN_ARTICLE_IMAGE_ALT_MAX, msg('validation.tooLong'))) })),
  categoryId: z.optional(z.nullable(z.int().check(z.positive(), z.lte(2 ** 31 - 1)))),
});

/**
 * Body of POST /admin/articles: a new article, a draft unless `published` says otherwise. The editor checks the same
 * schema before it sends, so the owner meets the API's rules field by field.
 */
export const AdminArticleDraftSchema = lazySchema(() => z.object({ ...articleFields(), published: z.optional(z.boolean()) }));
export type AdminArticleDraft = z.infer<typeof AdminArticleDraftSchema>;

/** Body of PATCH /admin/articles/{id}: only the fields that change (`{published}` alone publishes or unpublishes). */
export const AdminArticleChangeSchema = lazySchema(() => z.partial(z.object({ ...articleFields(), published: z.boolean() })));
export type AdminArticleChange = z.infer<typeof AdminArticleChangeSchema>;
