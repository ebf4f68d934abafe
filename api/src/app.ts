import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { fastifyOpsOptions, registerOps } from '@inercise/ops/fastify';
import { createLogger } from '@inercise/ops/logger';
import { createRegistry } from '@inercise/ops/metrics';
import { createOps, type Ops } from '@inercise/ops/ops';
import { trustsProxy } from '@inercise/ops/client-address';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext, TypedApp } from './context.ts';
import type { Database } from './db/database.ts';
import { createSecretBox } from './features/secondFactor/secretBox.ts';
import { openDatabase } from './db/openDatabase.ts';
import { addressRoutes } from './features/address/routes.ts';
import { ADMIN_PREFIX, adminArea } from './features/admin/area.ts';
import { grantConfiguredAdmins } from './features/admin/configuredAdmins.ts';
import { adminResources } from './features/admin/resources.ts';
import { articleRoutes } from './features/articles/routes.ts';
import { articleCategoryRoutes } from './features/articleCategories/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { CatalogueCache } from './features/catalogue/catalogueCache.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { commentRoutes } from './features/comments/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { courseRoutes } from './features/courses/routes.ts';
import { deviceRoutes } from './features/devices/routes.ts';
import { databaseReadiness } from './features/health/readiness.ts';
import { healthRoutes } from './features/health/routes.ts';
import { imageRoutes } from './features/images/routes.ts';
import { shopMailer, type Mailer } from './features/mail/mailer.ts';
import { createOutbox, uniqueMailKey, type Outbox } from './features/mail/outbox.ts';
import { createMetrics } from './features/metrics/metrics.ts';
import { metricsTokenCheck } from './features/metrics/metricsToken.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { offerRoutes } from './features/offers/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { invoiceRoutes } from './features/invoices/routes.ts';
import { partnerRoutes } from './features/partners/routes.ts';
import { sellerRoutes } from './features/seller/routes.ts';
import { createPaymentProvider } from './features/payments/createProvider.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { personalDataRoutes } from './features/personalData/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { scheduleRetention } from './features/retention/retentionSchedule.ts';
import { scheduleUnpaidOrders } from './features/unpaidOrders/unpaidOrdersSchedule.ts';
import { sandboxRoutes } from './features/payments/sandbox/routes.ts';
import { slugRoutes } from './features/slugs/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { createTokens, requireUser } from './http/auth.ts';
import { createSessionCheck } from './features/sessions/sessionCheck.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { secondFactorLoginRoutes } from './features/secondFactor/loginRoutes.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerCors } from './http/cors.ts';
import { registerInputGuards } from './http/inputGuards.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './http/securityHeaders.ts';

/** The per-account limits' window: ACCOUNT_RATE_LIMIT_MAX calls of one account in it (docs/product-rules.md#limits). */
const ACCOUNT_WINDOW_MS = 15 * 60_000;

const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'";

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens one from the config and closes it on close. */
  database?: Database;
  /** Where the outbox's worker delivers; by default SMTP_URL's server, or the folder DATA_DIR/mail. */
  mailer?: Mailer;
  payments?: PaymentProvider;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The time the back office's idle end and the second factor's codes go by (tests move it). */
  clock?: () => Date;
}

interface LogStream {
  write(line: string): void;
}

const outboxes = new WeakMap<FastifyInstance, Outbox>();
/** The app's mail outbox (tests wait for it to be delivered; the worker entry uses its own). */
export const outboxOf = (app: FastifyInstance): Outbox => outboxes.get(app)!;
const operations = new WeakMap<FastifyInstance, Ops>();
/** The app's operations layer (main closes the app through it). */
export const opsOf = (app: FastifyInstance): Ops => operations.get(app)!;

/** Builds the API (routes, plugins, services) without listening. */
export const buildApp = async (config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> => {
  const database = deps.database ?? (await openDatabase(config));
  // The operations layer: registry (service="api", process metrics, the HTTP histogram), logger, readiness.
  const registry = createRegistry('api');
  const metrics = createMetrics(database, registry);
  const ops = createOps({
    service: 'api',
    registry,
    logger: createLogger({ service: 'api', level: config.logLevel, ...(deps.logStream ? { destination: deps.logStream } : {}) }),
    check: databaseReadiness(database.db),
  });
  const app = Fastify({
    ...fastifyOpsOptions(ops),
    // On close, keep-alive connections with no request running are ended at once instead of holding shutdown.
    forceCloseConnections: 'idle',
    bodyLimit: 64 * 1024,
    // Behind a TLS-terminating proxy (TRUST_PROXY), X-Forwarded-Proto decides HSTS and request.ip. The proxies are
    // named by the same function the web servers use; Fastify's own number setting would believe nobody.
    trustProxy: config.trustProxy.kind === 'none' ? false : trustsProxy(config.trustProxy),
    // Path parameters longer than maxParamLength are refused before routing (no huge-string work).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL that does not decode (a bad or cut percent escape) is refused before routing and before any
    // hook runs: answered like every other refusal, with the security headers set here.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.headers(SECURITY_HEADERS).header('x-request-id', request.id).status(400).send({ message: error.code === 'FST_ERR_BAD_URL' ? 'badUrl' : 'badRequest', field: null });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are built from typed code (and the catalogue is pre-serialised): no per-response re-validation.
  app.setSerializerCompiler(() => (data) => (typeof data === 'string' ? data : JSON.stringify(data)));
  // Health, readiness, metrics and graceful close (the log line and the timing are written by the logging options
  // above; the request id is echoed with the security headers).
  registerOps(app, ops, { authorizeMetrics: metricsTokenCheck(config.metricsToken, config.production) });
  operations.set(app, ops);

  registerErrorHandling(app);
  registerInputGuards(app);

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigins);
  await app.register(rateLimit, {
    global: false,
    // PostgreSQL may serve several replicas: they count in the database, so a client's limit is shop-wide.
    // PGlite is one process per data directory: the plugin's in-memory count is already shop-wide, and
    // costs no write on PGlite's single session.
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db, (error) => app.log.warn({ err: error }, 'rate limit sweep failed')) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: 'tooManyRequests', field: null }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Inercise shop API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI loads only its own files; its inline style attributes need 'unsafe-inline' for styles. A production
  // API shows its map of every call only when API_DOCS=on says so.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });

  const tokens = createTokens(config.jwtSecret, config.jwtTtlSeconds);
  const sessions = createSessionCheck(database.db, config.sessionCheckMs);
  const outbox = createOutbox({
    database,
    seller: config.seller,
    transport: deps.mailer ?? shopMailer(config),
    config: config.mail,
    work: config.mail.worker,
    registry: metrics.registry,
    onError: (error) => app.log.warn({ err: error }, 'mail queue'),
    schedules: config.mail.worker && config.retentionSchedule,
  });
  if (config.mail.worker && config.retentionSchedule) {
    await scheduleRetention(outbox, { db: database.db, config }, (report) => app.log.info({ retention: report }, 'retention run'));
    await scheduleUnpaidOrders(outbox, { db: database.db, config }, (report) => app.log.info({ unpaidOrders: report }, 'unpaid orders run'));
  }
  // A database that cannot be reached yet must not keep the API from starting (readiness says so): the queue starts
  // when it can, tried again every few seconds.
  let outboxRetry: NodeJS.Timeout | null = null;
  let closing = false;
  const startOutbox = async (): Promise<void> => {
    try {
      await outbox.start();
    } catch (error) {
      if (closing) return;
      app.log.warn({ err: error }, 'mail queue not started yet: trying again in 5 s');
      outboxRetry = setTimeout(() => void startOutbox(), 5_000);
      outboxRetry.unref();
    }
  };
  await startOutbox();
  outboxes.set(app, outbox);
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens,
    sessions,
    catalogue: new CatalogueCache(database.db),
    outbox,
    // A mail with no change of its own to commit with: queued on its own, a new mail on every call.
    mailer: {
      async send(message) {
        await outbox.queue(database.db, uniqueMailKey('mail'), message);
        outbox.wake();
      },
    },
    payments: deps.payments ?? (await createPaymentProvider(config)),
    requireUser: requireUser(sessions, tokens),
    sensitiveRateLimit: { rateLimit: { max: config.rateLimitMax, timeWindow: 60_000 } },
    accountRateLimit: { max: config.accountRateLimitMax, timeWindow: ACCOUNT_WINDOW_MS },
    metrics,
    clock: deps.clock ?? (() => new Date()),
    // JWT_SECRET opens only what was sealed before TOTP_KEYS existed (until `admin rotate-totp-key`).
    secretBox: createSecretBox(config.totpKeys, config.jwtSecret),
  };
  app.decorateRequest('user', null);

  const typed = app as unknown as TypedApp;
  for (const routes of [
    healthRoutes,
    catalogueRoutes,
    articleRoutes,
    articleCategoryRoutes,
    favouriteRoutes,
    slugRoutes,
    imageRoutes,
    userRoutes,
    profileRoutes,
    personalDataRoutes,
    sessionRoutes,
    secondFactorLoginRoutes,
    addressRoutes,
    partnerRoutes,
    sellerRoutes,
    cartRoutes,
    paymentRoutes,
    sandboxRoutes,
    orderRoutes,
    courseRoutes,
    offerRoutes,
    invoiceRoutes,
    contactRoutes,
    newsletterRoutes,
    deviceRoutes,
    commentRoutes,
  ]) {
    routes(typed, ctx);
  }
  // The back office: every route under /admin is behind the admin check, registered once here.
  await app.register(adminArea(ctx, adminResources), { prefix: ADMIN_PREFIX });
  if (config.adminEmails.length > 0) {
    // The owner's accounts that already exist and are active (ADMIN_EMAILS) are admins from this start on. A
    // database not migrated yet (production's release step pending) must not keep the API from starting.
    await grantConfiguredAdmins(database.db, config.adminEmails).then(
      (granted) => granted.length > 0 && app.log.info({ granted }, 'ADMIN_EMAILS: made admins'),
      (error: unknown) => app.log.warn({ err: error }, 'ADMIN_EMAILS could not be applied at start'),
    );
  }

  app.addHook('onClose', async () => {
    closing = true;
    if (outboxRetry) clearTimeout(outboxRetry);
    // The worker lets a mail being sent finish (or fails it back to the queue) before the database goes.
    if (outbox.started) await outbox.stop();
    if (!deps.database) await database.close();
  });
  return app;
};
