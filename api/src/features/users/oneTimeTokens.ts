import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserTokenTable } from '../../db/schema.ts';

type Kind = UserTokenTable['kind'];

/** Only a hash is stored: a leaked database does not leak usable links. */
const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A mail's idempotency key names its token without containing it (keys are shown in the back office). */
export const tokenMailKey = (kind: string, userId: number, token: string): string => `${kind}:${userId}:${digest(token).slice(0, 16)}`;

export const TOKEN_TTL_MS: Record<Kind, number> = { ACTIVATION: 48 * 3600 * 1000, RESET: 3600 * 1000 };

export const createOneTimeToken = async (db: Db, userId: number, kind: Kind): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('user_token')
    .values({ user_id: userId, kind, token_hash: digest(token), expires_at: new Date(Date.now() + TOKEN_TTL_MS[kind]) })
    .execute();
  return token;
};

/** Marks the token used in one statement (so two concurrent uses cannot both win) and answers its user. */
export const consumeOneTimeToken = async (db: Db, token: string, kind: Kind): Promise<number | null> => {
  const row = await db
    .updateTable('user_token')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', digest(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};
