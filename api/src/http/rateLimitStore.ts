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

/** Keys whose refusals one instance remembers at most; the oldest goes first. */
const FULL_LIMIT = 10_000;

/** A route's rate-limit config asking for a count per instance (see `perInstance` below). */
export interface PerInstanceLimit {
  /** Counted in this instance's memory, never in the database: each replica allows `max` (refresh credentials). */
  perInstance?: boolean;
}

/**
 * A @fastify/rate-limit store whose counts live in the database (table rate_limit_hit), so every replica on
 * one PostgreSQL counts the same calls: a client gets `max` calls per window in total, whichever replicas
 * answer them. Same rules as the plugin's in-memory store: one count per client and route, a window starts
 * with the first call after the previous one ended. Each allowed call is one statement (an upsert that takes the
 * row lock, so concurrent calls on several replicas each get their own count), timed by the database's clock so
 * replicas with skewed clocks still agree on the window.
 *
 * A flood must not become write load on the primary: once a key's count is past its maximum, this instance
 * remembers it until the window ends and refuses the key's further calls from memory, counting them there. So a
 * refused client costs at most one write per instance and window (the upsert that first went past the maximum).
 *
 * A route whose limit says `perInstance` is counted in memory only, as the plugin's own store does.
 */
export const databaseRateLimitStore = (db: Db, onSweepError: (error: unknown) => void): FastifyRateLimitStoreCtor => {
  let sweptAt = Date.now();
  /** Keys past their maximum: the count so far and when (this instance's clock) their window ends. */
  const full = new Map<string, { hits: number; endsAt: number }>();

  const sweep = (): void => {
    if (Date.now() - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = Date.now();
    for (const [key, entry] of full) if (entry.endsAt <= sweptAt) full.delete(key);
    // In the background: a late sweep only leaves a few more rows, it never changes a count.
    db.deleteFrom('rate_limit_hit').where('window_ends_at', '<=', sql<Date>`now()`).execute().catch(onSweepError);
  };

  const increment = async (key: string, timeWindowMs: number, max: number): Promise<{ current: number; ttl: number }> => {
    sweep();
    const now = Date.now();
    const known = full.get(key);
    if (known && known.endsAt > now) {
      known.hits += 1;
      return { current: known.hits, ttl: known.endsAt - now };
    }
    if (known) full.delete(key);
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
    // At the maximum, the next call is refused whichever replica counts it: this one needs the database no more.
    if (row.hits >= max && row.ttl > 0) {
      if (full.size >= FULL_LIMIT) full.delete(full.keys().next().value!);
      full.set(key, { hits: row.hits, endsAt: now + row.ttl });
    }
    return { current: row.hits, ttl: row.ttl };
  };

  /** The plugin's in-memory rule, for routes counted per instance. */
  const local = new Map<string, { hits: number; endsAt: number }>();
  const incrementHere = (key: string, timeWindowMs: number): { current: number; ttl: number } => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.endsAt <= now) {
      local.delete(key);
      if (local.size >= FULL_LIMIT) local.delete(local.keys().next().value!);
      entry = { hits: 0, endsAt: now + timeWindowMs };
      local.set(key, entry);
    }
    entry.hits += 1;
    return { current: entry.hits, ttl: entry.endsAt - now };
  };

  // The plugin constructs the store with its own options (not needed here) and asks each route for a child.
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private prefix = '';
    private perInstance = false;

    /** The plugin passes the window and the maximum after the callback (its typings leave them out). */
    incr(key: string, callback: Callback, timeWindowMs = 60_000, max = Number.POSITIVE_INFINITY): void {
      const name = `${this.prefix}${key}`;
      const window = Math.max(1, timeWindowMs);
      if (this.perInstance) return callback(null, incrementHere(name, window));
      increment(name, window, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): DatabaseRateLimitStore {
      const store = new DatabaseRateLimitStore();
      store.prefix = `${routeOf(routeOptions)}|`;
      store.perInstance = (routeOptions as PerInstanceLimit | null)?.perInstance === true;
      return store;
    }
  }
  return DatabaseRateLimitStore;
};
