import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserSessionTable } from '../../db/schema.ts';

type EndReason = NonNullable<UserSessionTable['end_reason']>;

/** A session not refreshed for this long is over: the next login opens a new one. */
export const SESSION_IDLE_DAYS = 30;

/**
 * Two tabs of one browser may send the same cookie at once: the one that comes second within this many seconds
 * of the rotation gets an access token but no new credential (the first answer's cookie is already the browser's).
 * Later, the same credential again is a reuse: someone else holds a copy.
 */
const ROTATION_GRACE_SECONDS = 10;

const newCredential = () => randomBytes(32).toString('base64url');
const credentialHash = (credential: string) => createHash('sha256').update(credential).digest('base64url');

/** Opens a session for a login and gives its first refresh credential (the only time it is in the clear). */
export const openSession = async (db: Db, opening: { userId: number; device: string; ipPrefix: string | null }) => {
  const sessionId = randomBytes(16).toString('base64url');
  const credential = newCredential();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('user_session').values({ id: sessionId, user_id: opening.userId, device: opening.device, ip_prefix: opening.ipPrefix, last_seen_at: new Date() }).execute();
    await trx.insertInto('refresh_credential').values({ hash: credentialHash(credential), session_id: sessionId }).execute();
  });
  return { sessionId, credential };
};

export type Rotation =
  | { outcome: 'rotated'; sessionId: string; userId: number; credential: string }
  | { outcome: 'concurrent'; sessionId: string; userId: number }
  /** The session's access token still has more than the renewal share of its life: a token of its expiry, no write. */
  | { outcome: 'current'; sessionId: string; userId: number; expiresIn: number }
  | { outcome: 'refused'; endedSessionId: string | null };

/** When a refresh renews the session: the access token's life and how many of its last seconds call for renewal. */
export interface RenewalPolicy {
  lifetimeSeconds: number;
  renewWithinSeconds: number;
}

/**
 * Pages renew their token a minute before it ends (shared's session/refreshSession.ts): the window is never shorter
 * than two of those minutes, so that renewal always falls inside it and renews.
 */
const SHORTEST_RENEWAL_SECONDS = 120;

/** The seconds before the end of a token's life within which a refresh renews the session (SESSION_RENEW_PERCENT). */
export const renewalPolicy = (lifetimeSeconds: number, renewPercent: number): RenewalPolicy => ({
  lifetimeSeconds,
  renewWithinSeconds: Math.min(lifetimeSeconds, Math.max(SHORTEST_RENEWAL_SECONDS, Math.ceil((lifetimeSeconds * Math.min(Math.max(renewPercent, 0), 100)) / 100))),
});

/** Every refresh renews (the rule before SESSION_RENEW_PERCENT). */
const RENEW_ALWAYS: RenewalPolicy = { lifetimeSeconds: 0, renewWithinSeconds: 0 };

/**
 * Trades a refresh credential for the next one. An unknown credential, an ended or idle session, or an inactive
 * user is refused; a credential already rotated (outside the grace of concurrent tabs) ends its whole session, since
 * either the customer or a thief holds a newer one and the server cannot tell which.
 *
 * Most refreshes are a page opened while the session's access token (issued with its newest credential) is still
 * young: those are answered from one plain read with a token of that same expiry, writing nothing. Only a token near
 * its end (or a refusal that ends the session) takes the credential's row lock and writes.
 */
export const rotateCredential = async (db: Db, credential: string, ipPrefix: string | null, policy: RenewalPolicy = RENEW_ALWAYS): Promise<Rotation> => {
  const hash = credentialHash(credential);
  const lookup = (from: Pick<Db, 'selectFrom'>) =>
    from
      .selectFrom('refresh_credential')
      .innerJoin('user_session', 'user_session.id', 'refresh_credential.session_id')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .select([
        'refresh_credential.session_id',
        'refresh_credential.rotated_at',
        'user_session.user_id',
        'user_session.ended_at',
        'app_user.active',
        sql<boolean>`user_session.last_seen_at < now() - make_interval(days => ${SESSION_IDLE_DAYS})`.as('idle'),
        sql<boolean>`refresh_credential.rotated_at > now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`.as('within_grace'),
        // The life left to the token issued with this credential, by the database's clock (one for every replica).
        sql<number>`extract(epoch from refresh_credential.created_at + make_interval(secs => ${policy.lifetimeSeconds}) - now())::float8`.as('token_left'),
      ])
      .where('refresh_credential.hash', '=', hash);

  const seen = await lookup(db).executeTakeFirst();
  if (!seen || seen.ended_at !== null || !seen.active) return { outcome: 'refused', endedSessionId: null };
  if (!seen.idle) {
    if (seen.rotated_at === null && seen.token_left > policy.renewWithinSeconds) {
      return { outcome: 'current', sessionId: seen.session_id, userId: seen.user_id, expiresIn: Math.floor(seen.token_left) };
    }
    if (seen.rotated_at !== null && seen.within_grace) return { outcome: 'concurrent', sessionId: seen.session_id, userId: seen.user_id };
  }

  return db.transaction().execute(async (trx): Promise<Rotation> => {
    // Read again under the row lock: another replica may have rotated it since.
    const found = await lookup(trx).forUpdate().executeTakeFirst();
    if (!found || found.ended_at !== null || !found.active) return { outcome: 'refused', endedSessionId: null };
    const sessionId = found.session_id;
    if (found.idle) {
      await endSessions(trx, { ids: [sessionId], reason: 'expired' });
      return { outcome: 'refused', endedSessionId: sessionId };
    }
    if (found.rotated_at !== null) {
      if (found.within_grace) return { outcome: 'concurrent', sessionId, userId: found.user_id };
      await endSessions(trx, { ids: [sessionId], reason: 'reuse' });
      return { outcome: 'refused', endedSessionId: sessionId };
    }
    const next = newCredential();
    await trx.updateTable('refresh_credential').set({ rotated_at: new Date() }).where('hash', '=', hash).execute();
    await trx.insertInto('refresh_credential').values({ hash: credentialHash(next), session_id: sessionId }).execute();
    await trx.updateTable('user_session').set({ last_seen_at: new Date(), ...(ipPrefix ? { ip_prefix: ipPrefix } : {}) }).where('id', '=', sessionId).execute();
    return { outcome: 'rotated', sessionId, userId: found.user_id, credential: next };
  });
};

/** Ends sessions still open; answers the ids it ended. `userId` confines it to one customer's sessions. */
export const endSessions = async (
  db: Pick<Db, 'updateTable'>,
  which: { ids?: readonly string[]; userId?: number; exceptId?: string; reason: EndReason },
): Promise<string[]> => {
  if (which.ids !== undefined && which.ids.length === 0) return [];
  let query = db.updateTable('user_session').set({ ended_at: new Date(), end_reason: which.reason }).where('ended_at', 'is', null);
  if (which.ids !== undefined) query = query.where('id', 'in', [...which.ids]);
  if (which.userId !== undefined) query = query.where('user_id', '=', which.userId);
  if (which.exceptId !== undefined) query = query.where('id', '!=', which.exceptId);
  const ended = await query.returning('id').execute();
  return ended.map((row) => row.id);
};

/** A customer's open sessions, the most recently used first. */
export const openSessionsOf = (db: Db, userId: number) =>
  db
    .selectFrom('user_session')
    .select(['id', 'device', 'ip_prefix', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where(sql<boolean>`last_seen_at >= now() - make_interval(days => ${SESSION_IDLE_DAYS})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
