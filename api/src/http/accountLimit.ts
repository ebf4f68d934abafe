import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../context.ts';
import { HttpError } from './errors.ts';

/** How many calls one account may make in the window, whatever addresses they come from. */
export interface AccountLimitSettings {
  max: number;
  timeWindow: number;
}

/** Counts one call against `key` (an account's id or e-mail) and refuses it with 429 tooManyRequests beyond the limit. */
export type AccountLimit = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

const keys = new WeakMap<FastifyRequest, string>();

/**
 * A limit per account beside the route's limit per address: a client that changes its address (or forges one) still
 * gets `max` calls for one account. It counts in the same store as the address limits (the database on PostgreSQL,
 * so every replica counts together), under its own name, so one limit never spends another's calls.
 */
export const accountLimit = (app: TypedApp, name: string, settings: AccountLimitSettings): AccountLimit => {
  const count = app.createRateLimit({ ...settings, keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}` });
  return async (request, reply, key) => {
    keys.set(request, key.toLowerCase());
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', String(counted.ttlInSeconds));
    throw new HttpError(429, 'tooManyRequests');
  };
};
