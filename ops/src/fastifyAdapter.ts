// The operations layer in a Fastify app (the API): Fastify's own request logging is replaced by the one line per
// request of createOps, written when the answer is sent (Fastify calls the log controller for every request, so
// the histogram rides along without a hook of its own); health, readiness and metrics routes; graceful close.
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchema } from 'fastify';
import type { Ops } from './createOps.ts';
import { closeGracefully, sweepIdleConnections } from './gracefulClose.ts';
import { pathOf } from './logger.ts';
import { LIVE_ANSWER, LIVE_PATH, METRICS_PATH, READY_PATH } from './readiness.ts';
import { requestIdOf } from './requestId.ts';

/** Requests that matched no route share one label: raw URLs would make a series per probe or typo. */
export const UNMATCHED_ROUTE = '(unmatched)';

class OpsLogController extends LogController {
  private readonly ops: Ops;
  private readonly linesWanted: boolean;

  constructor(ops: Ops) {
    super({ requestIdLogLabel: 'requestId' });
    this.ops = ops;
    // Above `info` the line is not even built: this runs for every request.
    this.linesWanted = ops.logger.isLevelEnabled('info');
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.ops.record(
      {
        requestId: request.id,
        method: request.method,
        path: pathOf(request.url),
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      },
      { log: this.linesWanted, error: error ?? undefined },
    );
  }
}

/** The Fastify options that hand logging and request ids to the operations layer. */
export function fastifyOpsOptions(ops: Ops) {
  return {
    loggerInstance: ops.logger as FastifyBaseLogger,
    logController: new OpsLogController(ops),
    requestIdHeader: false as const,
    genReqId: requestIdOf,
  };
}

/** `/health/live`, `/health/ready` and `/metrics`; on close, readiness 503 at once and idle connections ended. */
export function registerOps(app: FastifyInstance, ops: Ops, options: { authorizeMetrics?: (request: FastifyRequest) => boolean } = {}): void {
  // Documentation only (OpenAPI): nothing here is validated.
  const docs = (summary: string) => ({ tags: ['health'], summary }) as unknown as FastifySchema;
  // The process answers: nothing else is checked, so an outage of what it depends on never gets it restarted.
  app.get(LIVE_PATH, { schema: docs('The process answers') }, async () => LIVE_ANSWER.body);
  app.get(READY_PATH, { schema: docs('Whether this instance should get traffic (its checks pass, not shutting down)') }, async (_request, reply) => {
    const answer = await ops.readiness.answer();
    return reply.status(answer.status).send(answer.body);
  });
  app.get(METRICS_PATH, { schema: docs('Prometheus metrics (METRICS_TOKEN, when set, as a bearer token)') }, async (request, reply) => {
    if (options.authorizeMetrics && !options.authorizeMetrics(request)) return reply.status(401).send({ message: 'unauthorized', field: null });
    return reply.type(ops.registry.contentType).send(await ops.registry.metrics());
  });
  let stopSweep: (() => void) | undefined;
  app.addHook('preClose', (done) => {
    ops.readiness.stop();
    stopSweep = sweepIdleConnections(app.server);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stopSweep?.();
    done();
  });
}

/**
 * SIGTERM/SIGINT: readiness 503, the listener closes, requests in flight finish; after timeoutMs the remaining
 * connections are cut.
 */
export function closeApp(app: FastifyInstance, ops: Ops, timeoutMs: number): Promise<void> {
  return closeGracefully({ server: app.server, timeoutMs, readiness: ops.readiness, close: () => app.close(), logger: ops.logger });
}
