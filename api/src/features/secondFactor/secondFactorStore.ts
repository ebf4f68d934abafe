import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit, type Actor } from '../admin/audit.ts';
import type { SecretBox } from './secretBox.ts';
import { base32Encode, matchingStep } from './totp.ts';

const RECOVERY_CODE_COUNT = 10;

/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
const newKey = () => randomBytes(20);

/** Ten characters of an alphabet without look-alikes (0/O, 1/I/L), written 5-5: about 50 bits, each good once. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/** Spaces, dashes and case do not matter when the owner types a recovery code. */
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const recoveryHash = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('base64url');

const audited = (db: Db, actor: Actor, userId: number, action: string, after: Record<string, unknown> | null) =>
  db.transaction().execute((trx) => recordAudit(trx, actor, { action, entityKind: 'user', entityId: String(userId), before: null, after }));

/** Whether the admin has a confirmed factor. */
export const isEnrolled = async (db: Db, userId: number): Promise<boolean> =>
  (await db.selectFrom('second_factor').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst()) !== undefined;

/**
 * Starts (or starts again) an enrolment: a new key, kept sealed and pending until a code confirms it. Answers the
 * key in base32, the only time it leaves the server; null when a factor is already on.
 */
export const startEnrolment = async (db: Db, box: SecretBox, actor: Actor, userId: number): Promise<string | null> => {
  const key = newKey();
  const sealed = box.seal(key);
  const started = await db
    .insertInto('second_factor')
    .values({ user_id: userId, secret_sealed: sealed })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_sealed: sealed, last_step: null }).where('second_factor.enabled_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  if (!started) return null;
  await audited(db, actor, userId, 'secondFactor.enrolmentStarted', null);
  return base32Encode(key);
};

export type Confirmation = { outcome: 'enabled'; recoveryCodes: string[] } | { outcome: 'noEnrolment' } | { outcome: 'wrongCode' };

/** A first valid code turns the pending factor on, marks this session as passed and answers ten new recovery codes. */
export const confirmEnrolment = async (db: Db, box: SecretBox, actor: Actor, userId: number, sessionId: string, code: string, now: Date): Promise<Confirmation> => {
  const outcome = await db.transaction().execute(async (trx): Promise<Confirmation> => {
    const pending = await trx.selectFrom('second_factor').selectAll().where('user_id', '=', userId).where('enabled_at', 'is', null).forUpdate().executeTakeFirst();
    if (!pending) return { outcome: 'noEnrolment' };
    const step = matchingStep(box.open(pending.secret_sealed), code.trim(), now.getTime(), null);
    if (step === null) return { outcome: 'wrongCode' };
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await trx.updateTable('second_factor').set({ enabled_at: now, last_step: step }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_code').values(recoveryCodes.map((c) => ({ user_id: userId, hash: recoveryHash(c) }))).execute();
    await trx.updateTable('user_session').set({ second_factor_at: now, admin_seen_at: now }).where('id', '=', sessionId).execute();
    await recordAudit(trx, actor, { action: 'secondFactor.enrolled', entityKind: 'user', entityId: String(userId), before: null, after: { session: sessionId } });
    return { outcome: 'enabled', recoveryCodes };
  });
  if (outcome.outcome === 'wrongCode') await audited(db, actor, userId, 'secondFactor.failed', { session: sessionId, during: 'enrolment' });
  return outcome;
};

/** Wrong login codes in a row that lock the factor, and for how long (docs/product-rules.md#limits). */
export const SECOND_FACTOR_ATTEMPTS = 5;
export const SECOND_FACTOR_LOCK_MS = 15 * 60_000;

export type Verification =
  | { outcome: 'passed'; method: 'totp' | 'recoveryCode'; recoveryCodesLeft: number }
  | { outcome: 'notEnrolled' }
  | { outcome: 'wrongCode' }
  /** Refused unread while locked; `lockedNow` when this very code was the last wrong one allowed. */
  | { outcome: 'locked'; until: Date; lockedNow: boolean };

/**
 * The second step of an enrolled admin's login: a TOTP code of a step not used before, or an unused recovery code
 * (then used up). Either marks the session as passed. The fifth wrong code in a row locks the factor for 15 minutes:
 * `lockedOut` runs in that change's transaction (the login ends, the owner is told), and until then every code is
 * refused, the right one too, so the locked minutes give a guesser nothing. Every outcome is in the audit log.
 */
export const passSecondFactor = async (
  db: Db,
  box: SecretBox,
  actor: Actor,
  userId: number,
  sessionId: string,
  code: string,
  now: Date,
  lockedOut: (trx: Transaction<DB>, until: Date) => Promise<void> = async () => {},
): Promise<Verification> => {
  const outcome = await db.transaction().execute(async (trx): Promise<Verification> => {
    const factor = await trx.selectFrom('second_factor').selectAll().where('user_id', '=', userId).where('enabled_at', 'is not', null).forUpdate().executeTakeFirst();
    if (!factor) return { outcome: 'notEnrolled' };
    if (factor.locked_until !== null && factor.locked_until > now) return { outcome: 'locked', until: factor.locked_until, lockedNow: false };
    const typed = code.trim();
    let method: 'totp' | 'recoveryCode';
    const step = matchingStep(box.open(factor.secret_sealed), typed, now.getTime(), factor.last_step);
    if (step !== null) {
      method = 'totp';
      await trx.updateTable('second_factor').set({ last_step: step }).where('user_id', '=', userId).execute();
    } else {
      const used = await trx
        .updateTable('recovery_code')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('hash', '=', recoveryHash(typed))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) {
        const failures = factor.failed_attempts + 1;
        if (failures < SECOND_FACTOR_ATTEMPTS) {
          await trx.updateTable('second_factor').set({ failed_attempts: failures }).where('user_id', '=', userId).execute();
          return { outcome: 'wrongCode' };
        }
        const until = new Date(now.getTime() + SECOND_FACTOR_LOCK_MS);
        await trx.updateTable('second_factor').set({ failed_attempts: 0, locked_until: until }).where('user_id', '=', userId).execute();
        await lockedOut(trx, until);
        await recordAudit(trx, actor, { action: 'secondFactor.locked', entityKind: 'user', entityId: String(userId), before: null, after: { session: sessionId, until: until.toISOString() } });
        return { outcome: 'locked', until, lockedNow: true };
      }
      method = 'recoveryCode';
    }
    await trx.updateTable('second_factor').set({ failed_attempts: 0, locked_until: null }).where('user_id', '=', userId).execute();
    const left = await trx.selectFrom('recovery_code').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
    await trx.updateTable('user_session').set({ second_factor_at: now, admin_seen_at: now }).where('id', '=', sessionId).execute();
    await recordAudit(trx, actor, {
      action: method === 'totp' ? 'secondFactor.passed' : 'secondFactor.recoveryCodeUsed',
      entityKind: 'user',
      entityId: String(userId),
      before: null,
      after: { session: sessionId, ...(method === 'recoveryCode' ? { recoveryCodesLeft: Number(left.n) } : {}) },
    });
    return { outcome: 'passed', method, recoveryCodesLeft: Number(left.n) };
  });
  if (outcome.outcome === 'wrongCode' || (outcome.outcome === 'locked' && outcome.lockedNow)) {
    await audited(db, actor, userId, 'secondFactor.failed', { session: sessionId, during: 'login' });
  }
  return outcome;
};

export type CodeChecked<T> = { outcome: 'done'; value: T } | { outcome: 'notEnrolled' } | { outcome: 'wrongCode' };

/**
 * A change to a factor that is on, allowed only with a current code of the app (a step not used before, which is
 * then used up): the password and the session alone do not turn the factor off or replace its codes. A wrong code
 * is in the audit log, as at login.
 */
const withCurrentCode = async <T>(
  db: Db,
  box: SecretBox,
  actor: Actor,
  userId: number,
  code: string,
  now: Date,
  during: string,
  change: (trx: Transaction<DB>) => Promise<T>,
): Promise<CodeChecked<T>> => {
  const outcome = await db.transaction().execute(async (trx): Promise<CodeChecked<T>> => {
    const factor = await trx.selectFrom('second_factor').selectAll().where('user_id', '=', userId).where('enabled_at', 'is not', null).forUpdate().executeTakeFirst();
    if (!factor) return { outcome: 'notEnrolled' };
    const step = matchingStep(box.open(factor.secret_sealed), code.trim(), now.getTime(), factor.last_step);
    if (step === null) return { outcome: 'wrongCode' };
    await trx.updateTable('second_factor').set({ last_step: step }).where('user_id', '=', userId).execute();
    return { outcome: 'done', value: await change(trx) };
  });
  if (outcome.outcome === 'wrongCode') await audited(db, actor, userId, 'secondFactor.failed', { during });
  return outcome;
};

/** Turns the factor off from the back office: the key and every recovery code are removed. */
export const disableSecondFactor = (db: Db, box: SecretBox, actor: Actor, userId: number, code: string, now: Date): Promise<CodeChecked<null>> =>
  withCurrentCode(db, box, actor, userId, code, now, 'disabling', async (trx) => {
    await trx.deleteFrom('second_factor').where('user_id', '=', userId).execute();
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await recordAudit(trx, actor, { action: 'secondFactor.disabled', entityKind: 'user', entityId: String(userId), before: null, after: null });
    return null;
  });

/** Ten new recovery codes, shown once; every earlier code, used or not, stops working. */
export const renewRecoveryCodes = (db: Db, box: SecretBox, actor: Actor, userId: number, code: string, now: Date): Promise<CodeChecked<string[]>> =>
  withCurrentCode(db, box, actor, userId, code, now, 'recoveryCodes', async (trx) => {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_code').values(recoveryCodes.map((c) => ({ user_id: userId, hash: recoveryHash(c) }))).execute();
    await recordAudit(trx, actor, { action: 'secondFactor.recoveryCodesRenewed', entityKind: 'user', entityId: String(userId), before: null, after: null });
    return recoveryCodes;
  });

/** Removes an admin's factor and recovery codes (the owner's command line, for a lost phone without its codes). */
export const resetSecondFactor = async (db: Db, actor: Actor, userId: number): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('second_factor').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
    await trx.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
    if (removed) await recordAudit(trx, actor, { action: 'secondFactor.reset', entityKind: 'user', entityId: String(userId), before: null, after: null });
    return removed !== undefined;
  });
