import { sql } from 'kysely';
import { pendingMigrations, type Db } from '../../db/database.ts';

export interface ReadinessReport {
  ready: boolean;
  /** Each check's verdict: `ok`, or why not. */
  checks: Record<string, string>;
}

/** A check that does not answer in time counts as failed: a probe must not hang on a stuck database. */
const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const pendingText = (names: string[]) => `${names.length} migration${names.length === 1 ? '' : 's'} pending: ${names.join(', ')}`;

/**
 * The API's readiness check, for the operations layer (which adds "not while shutting down" and the
 * `service_ready` gauge): ready when the database answers and its schema is what this code expects. A schema once
 * current stays current for this code (migrations only add), so that answer is kept and later probes cost one
 * `select 1`.
 */
export const databaseReadiness = (db: Db, timeoutMs = CHECK_TIMEOUT_MS): (() => Promise<ReadinessReport>) => {
  let schemaCurrent = false;

  const schemaCheck = async (): Promise<string> => {
    if (schemaCurrent) return 'ok';
    const pending = await withTimeout(pendingMigrations(db), timeoutMs);
    schemaCurrent = pending.length === 0;
    return schemaCurrent ? 'ok' : pendingText(pending);
  };

  return async () => {
    try {
      await withTimeout(sql`select 1`.execute(db), timeoutMs);
    } catch {
      return { ready: false, checks: { database: 'unreachable', schema: 'not checked' } };
    }
    const schema = await schemaCheck().catch((error: unknown) => `not checked: ${error instanceof Error ? error.message : String(error)}`);
    return { ready: schema === 'ok', checks: { database: 'ok', schema } };
  };
};
