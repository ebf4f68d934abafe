import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Tokens } from './http/auth.ts';
// The services' interfaces live below the features that make them (services/), so the context points down only.
import type { Catalogue } from './services/catalogue.ts';
import type { MailQueue, Outbox } from './services/mail.ts';
import type { ShopMetrics } from './services/metrics.ts';
import type { PaymentProvider } from './services/payments.ts';
import type { SecretBox } from './services/secretBox.ts';
import type { SessionCheck } from './services/sessions.ts';

/** What every feature's routes get: configuration and the shared services of one app instance. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: Tokens;
  /** Whether an access token's session is still open (remembered a few seconds per instance). */
  sessions: SessionCheck;
  catalogue: Catalogue;
  /** Mails written in the transaction of the change that causes them, sent by the worker (features/mail/outbox.ts). */
  outbox: Outbox;
  /** Queues a mail on its own (no transaction to join); prefer outbox.queue inside the change's transaction. */
  mailer: MailQueue;
  payments: PaymentProvider;
  /** preHandler that sets request.user or answers 401. */
  requireUser: (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
  /** Route config that applies the sensitive-call rate limit. */
  sensitiveRateLimit: { rateLimit: { max: number; timeWindow: number } };
  /** The per-account limit's settings (ACCOUNT_RATE_LIMIT_MAX in 15 minutes): http/accountLimit.ts counts with them. */
  accountRateLimit: { max: number; timeWindow: number };
  /** This instance's Prometheus registry and the shop's counters. */
  metrics: ShopMetrics;
  /** Now, for the back office's idle end and the second factor's time steps (tests give their own). */
  clock: () => Date;
  /** Seals the admins' TOTP keys at rest (features/secondFactor/secretBox.ts). */
  secretBox: SecretBox;
}

export type TypedApp = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>;
