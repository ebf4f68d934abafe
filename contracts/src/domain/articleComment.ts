import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { msg } from '../validation/messageKeys';

/** The longest comment a customer may post, in characters (docs/product-rules.md#content-pages). */
export const ARTICLE_COMMENT_MAX_LENGTH = 2000;

export const ArticleCommentStatusSchema = lazySchema(() => z.enum(['PENDING', 'APPROVED', 'REJECTED']));
export type ArticleCommentStatus = z.infer<typeof ArticleCommentStatusSchema>;

/**
 * POST /add-comment body. Plain text only: it is stored as typed (trimmed) and always shown as text, never as
 * markup, so angle brackets are harmless and need no refusal.
 */
export const AddCommentSchema = lazySchema(() =>
  z.object({
    articleId: z.int().check(z.positive(), z.lte(2_147_483_647)),
    text: z
      .string({ error: msg('validation.emptyMessage') })
      .check(
        z.trim(),
        z.refine((text) => text.length > 0, msg('validation.emptyMessage')),
        z.refine((text) => text.length <= ARTICLE_COMMENT_MAX_LENGTH, msg('validation.tooLong')),
      ),
  }),
);
export type AddComment = z.input<typeof AddCommentSchema>;

/**
 * A comment as the shop shows it: the author's first name only (null when the account has none), never the e-mail or
 * surname. GET /articles/{id}/comments answers the approved ones; the author's own answers carry their status.
 */
export const ArticleCommentSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    articleId: z.int(),
    authorName: z.nullable(z.string()),
    text: z.string(),
    /** ISO date-time of posting. */
    createdAt: z.string(),
    status: ArticleCommentStatusSchema,
  }),
);
export type ArticleComment = z.infer<typeof ArticleCommentSchema>;

/** GET /articles/{id}/comments and /articles/{id}/comments/mine. */
export const ArticleCommentListSchema = lazySchema(() => z.array(ArticleCommentSchema));
