import type { ArticleComment, ArticleCommentStatus } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The most comments one article shows; older ones beyond it are left out (oldest first up to it). */
const SHOWN_COMMENTS_LIMIT = 200;

/** Only the first name goes public: never the surname nor the e-mail (docs/product-rules.md#content-pages). */
export const firstNameOf = (name: string | null): string | null => {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
};

interface CommentRow {
  id: number;
  article_id: number;
  body: string;
  status: ArticleCommentStatus;
  created_at: Date | string;
  name: string | null;
}

const commentView = (row: CommentRow): ArticleComment => ({
  id: row.id,
  articleId: row.article_id,
  authorName: firstNameOf(row.name),
  text: row.body,
  createdAt: iso(row.created_at),
  status: row.status,
});

const commentsWithAuthor = (db: Db) =>
  db
    .selectFrom('article_comment')
    .innerJoin('app_user', 'app_user.id', 'article_comment.user_id')
    .select(['article_comment.id', 'article_comment.article_id', 'article_comment.body', 'article_comment.status', 'article_comment.created_at', 'app_user.name']);

/** Whether the article is published (a comment on a draft or a missing one is refused). */
export const isPublishedArticle = async (db: Db, articleId: number): Promise<boolean> =>
  (await db.selectFrom('article').select('id').where('id', '=', articleId).where('published', '=', true).executeTakeFirst()) !== undefined;

/** An article's approved comments, oldest first. */
export const approvedComments = async (db: Db, articleId: number): Promise<ArticleComment[]> =>
  (
    await commentsWithAuthor(db)
      .where('article_comment.article_id', '=', articleId)
      .where('article_comment.status', '=', 'APPROVED')
      .orderBy('article_comment.created_at')
      .orderBy('article_comment.id')
      .limit(SHOWN_COMMENTS_LIMIT)
      .execute()
  ).map(commentView);

/** The customer's own comments on an article that are not shown yet (waiting or rejected), oldest first. */
export const ownUnshownComments = async (db: Db, articleId: number, userId: number): Promise<ArticleComment[]> =>
  (
    await commentsWithAuthor(db)
      .where('article_comment.article_id', '=', articleId)
      .where('article_comment.user_id', '=', userId)
      .where('article_comment.status', '!=', 'APPROVED')
      .orderBy('article_comment.created_at')
      .orderBy('article_comment.id')
      .limit(SHOWN_COMMENTS_LIMIT)
      .execute()
  ).map(commentView);

/** Stores a new comment, waiting for approval. */
export const addComment = async (db: Db, userId: number, articleId: number, text: string): Promise<ArticleComment> => {
  const { id } = await db.insertInto('article_comment').values({ article_id: articleId, user_id: userId, body: text }).returning('id').executeTakeFirstOrThrow();
  return commentView(await commentsWithAuthor(db).where('article_comment.id', '=', id).executeTakeFirstOrThrow());
};

/** The customer's comments for the personal-data export. */
export const commentsForExport = async (db: Db, userId: number) =>
  db
    .selectFrom('article_comment')
    .select(['article_id', 'body', 'status', 'created_at', 'moderated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        articleId: row.article_id,
        text: row.body,
        status: row.status,
        postedAt: iso(row.created_at),
        moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
      })),
    );
