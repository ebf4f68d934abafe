import { sql } from 'kysely';
import type { AdminArticleComment } from '@inercise/contracts/admin';
import type { ArticleCommentStatus, Page } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import type { BackOfficeActor } from '../access.ts';
import { recordAudit } from '../audit.ts';
import { pageOf } from '../paging.ts';
import { firstNameOf } from '../../comments/commentQueries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const moderationRows = (db: Db) =>
  db
    .selectFrom('article_comment')
    .innerJoin('app_user', 'app_user.id', 'article_comment.user_id')
    .innerJoin('article', 'article.id', 'article_comment.article_id')
    .select([
      'article_comment.id',
      'article_comment.article_id',
      'article_comment.body',
      'article_comment.status',
      'article_comment.created_at',
      'article_comment.moderated_at',
      'app_user.name',
      'app_user.email',
      'article.title_en',
      'article.title_pl',
    ]);

type ModerationRow = Awaited<ReturnType<ReturnType<typeof moderationRows>['executeTakeFirstOrThrow']>>;

const moderationView = (row: ModerationRow): AdminArticleComment => ({
  id: row.id,
  articleId: row.article_id,
  articleTitle: { en: row.title_en, pl: row.title_pl },
  authorName: firstNameOf(row.name),
  authorEmail: row.email,
  text: row.body,
  status: row.status,
  createdAt: iso(row.created_at),
  moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
});

/** One page of comments: the waiting ones first (oldest first, as they queued), then the rest newest first. */
export const listComments = async (db: Db, filter: { status?: ArticleCommentStatus | undefined; page: number; size: number }): Promise<Page<AdminArticleComment>> => {
  let count = db.selectFrom('article_comment');
  if (filter.status !== undefined) count = count.where('status', '=', filter.status);
  const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let query = moderationRows(db);
  if (filter.status !== undefined) query = query.where('article_comment.status', '=', filter.status);
  const rows = await query
    .orderBy(sql`case when article_comment.status = 'PENDING' then 0 else 1 end`)
    .orderBy(sql`case when article_comment.status = 'PENDING' then article_comment.created_at end`, 'asc')
    .orderBy('article_comment.created_at', 'desc')
    .orderBy('article_comment.id', 'desc')
    .limit(filter.size)
    .offset(filter.page * filter.size)
    .execute();
  return pageOf(rows.map(moderationView), Number(total), filter);
};

/**
 * Approves or rejects a comment, audited in the same transaction (`comment.approved`, `comment.rejected`). Asking
 * for the state it is in changes nothing and logs nothing. Undefined when there is no such comment.
 */
export const moderateComment = async (db: Db, actor: BackOfficeActor, id: number, status: 'APPROVED' | 'REJECTED'): Promise<AdminArticleComment | undefined> =>
  db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('article_comment').select(['status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (current.status !== status) {
      await trx.updateTable('article_comment').set({ status, moderated_at: sql`now()` }).where('id', '=', id).execute();
      await recordAudit(trx, actor, {
        action: status === 'APPROVED' ? 'comment.approved' : 'comment.rejected',
        entityKind: 'comment',
        entityId: String(id),
        before: { status: current.status },
        after: { status },
      });
    }
    return moderationView(await moderationRows(trx).where('article_comment.id', '=', id).executeTakeFirstOrThrow());
  });

/**
 * Removes a comment for good, audited as `comment.removed` with its article and status: the log keeps neither its
 * words nor its author, which are the customer's and go with it. False when there is no such comment.
 */
export const removeComment = async (db: Db, actor: BackOfficeActor, id: number): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('article_comment').select(['article_id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom('article_comment').where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'comment.removed',
      entityKind: 'comment',
      entityId: String(id),
      before: { articleId: current.article_id, status: current.status },
      after: null,
    });
    return true;
  });
