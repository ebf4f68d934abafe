import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** With METRICS_TOKEN set, /metrics answers only to it as a bearer token (compared in constant time). */
export const metricsTokenCheck =
  (token: string | null | undefined) =>
  (request: FastifyRequest): boolean => {
    if (!token) return true;
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
