import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { ArticleCommentStatusSchema } from '../articleComment';

/** One row of GET /admin/comments: a customer's comment on an article, waiting, approved or rejected. */
export const AdminArticleCommentSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    articleId: z.int(),
    articleTitle: z.object({ en: z.string(), pl: z.string() }),
    authorName: z.nullable(z.string()),
    authorEmail: z.string(),
    text: z.string(),
    status: ArticleCommentStatusSchema,
    createdAt: z.string(),
    /** When the owner approved or rejected it; null while it waits. */
    moderatedAt: z.nullable(z.string()),
  }),
);
export type AdminArticleComment = z.infer<typeof AdminArticleCommentSchema>;

/** PATCH /admin/comments/{id}: approve or reject (an approved one may still be rejected, and the other way round). */
export const AdminArticleCommentChangeSchema = lazySchema(() => z.object({ status: z.enum(['APPROVED', 'REJECTED']) }));
export type AdminArticleCommentChange = z.infer<typeof AdminArticleCommentChangeSchema>;
