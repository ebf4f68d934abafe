import type { FastifyRequest } from 'fastify';
import { metricsAccess } from '@inercise/ops/metrics-access';

/**
 * With METRICS_TOKEN set, /metrics answers only to it as a bearer token (compared in constant time); without one, a
 * production API answers nobody there and a local one everybody.
 */
export const metricsTokenCheck = (token: string | null | undefined, production = false) => {
  const allowed = metricsAccess({ token, production });
  return (request: FastifyRequest): boolean => allowed(request.headers.authorization);
};
