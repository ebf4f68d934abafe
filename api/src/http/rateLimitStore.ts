import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** How often one instance deletes the rows of ended windows; any instance may, the delete is harmless twice. */
const SWEEP_INTERVAL_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route a child store counts for: @fastify/rate-limit hands `child` the route's merged options with `routeInfo`. */
const routeOf = (options: unknown): string => {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } } | null)?.routeInfo;
  const method = Array.isArray(info?.method) ? info.method.join(',') : String(info?.method ?? '');
  return `${method} ${String(info?.url ?? '')}`;
};

/**
 * A @fastify/rate-limit store whose counts live in the database (table rate_limit_hit), so every replica on
 * one PostgreSQL counts the same calls: a client gets `max` calls per window in total, whichever replicas
 * answer them. Same rules as the plugin's in-memory store: one count per client and route, a window starts
 * with the first call after the previous one ended. Each call is one statement (an upsert that takes the row
 * lock, so concurrent calls on several replicas each get their own count), timed by the database's clock so
 * replicas with skewed clocks still agree on the window.
 */
export const databaseRateLimitStore = (db: Db, onSweepError: (error: unknown) => void): FastifyRateLimitStoreCtor => {
  let sweptAt = Date.now();

  const sweep = (): void => {
    if (Date.now() - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = Date.now();
    // In the background: a late sweep only leaves a few more rows, it never changes a count.
    db.deleteFrom('rate_limit_hit').where('window_ends_at', '<=', sql<Date>`now()`).execute().catch(onSweepError);
  };

  const increment = async (key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> => {
    sweep();
    // Both CASEs read the row as it was before this call: an ended window restarts at 1, a running one adds 1.
    const row = await db
      .insertInto('rate_limit_hit')
      .values({ key, hits: 1, window_ends_at: sql<Date>`now() + make_interval(secs => ${timeWindowMs / 1000})` })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_hit.window_ends_at <= now() then 1 else rate_limit_hit.hits + 1 end`,
          window_ends_at: sql<Date>`case when rate_limit_hit.window_ends_at <= now() then excluded.window_ends_at else rate_limit_hit.window_ends_at end`,
        }),
      )
      .returning(['hits', sql<number>`ceil(extract(epoch from window_ends_at - now()) * 1000)::int`.as('ttl')])
      .executeTakeFirstOrThrow();
    return { current: row.hits, ttl: row.ttl };
  };

  // The plugin constructs the store with its own options (not needed here) and asks each route for a child.
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private prefix = '';

    /** The plugin passes the window and the maximum after the callback (its typings leave them out). */
    incr(key: string, callback: Callback, timeWindowMs = 60_000): void {
      increment(`${this.prefix}${key}`, Math.max(1, timeWindowMs)).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): DatabaseRateLimitStore {
      const store = new DatabaseRateLimitStore();
      store.prefix = `${routeOf(routeOptions)}|`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
};
