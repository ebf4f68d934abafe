import type { Db } from '../../db/database.ts';
import type { OpenSession, SessionCheck } from '../../services/sessions.ts';

export type { SessionCheck };

/** Sessions remembered at most; the oldest goes first. */
const CACHE_LIMIT = 20_000;

/**
 * One indexed read per session every `ttlMs` on each instance, not one per call: an open session is remembered that
 * long, so a session ended on another replica is refused there within `ttlMs`. Refusals are not remembered (a
 * refused token is rare and its next call is refused again by the database).
 */
export const createSessionCheck = (db: Db, ttlMs: number): SessionCheck => {
  const open = new Map<string, { session: OpenSession; until: number }>();
  return {
    async check({ userId, sessionId }) {
      const now = Date.now();
      const cached = open.get(sessionId);
      if (cached && cached.until > now) return cached.session.userId === userId ? cached.session : null;
      open.delete(sessionId);
      const row = await db
        .selectFrom('user_session')
        .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
        .select(['user_session.user_id', 'user_session.created_at'])
        .where('user_session.id', '=', sessionId)
        .where('user_session.user_id', '=', userId)
        .where('user_session.ended_at', 'is', null)
        .where('app_user.active', '=', true)
        .executeTakeFirst();
      if (!row) return null;
      const session = { userId: row.user_id, createdAt: new Date(row.created_at) };
      if (ttlMs > 0) {
        if (open.size >= CACHE_LIMIT) open.delete(open.keys().next().value!);
        open.set(sessionId, { session, until: now + ttlMs });
      }
      return session;
    },
    forget(sessionIds) {
      for (const id of sessionIds) open.delete(id);
    },
    forgetUser(userId) {
      for (const [id, entry] of open) if (entry.session.userId === userId) open.delete(id);
    },
  };
};
