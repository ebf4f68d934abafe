import { HealthAnswerSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

/** Polled by the storefront's servers; the operations layer's /health/live and /health/ready are the probes. */
export const health = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/health',
  auth: 'public',
  response: HealthAnswerSchema,
  summary: 'The API and its database answer: 200 ok, 503 degraded when the database does not',
  tags: ['health'],
});
