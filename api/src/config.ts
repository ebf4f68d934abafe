import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundles } from '@inercise/contracts/bundles';
import { poolSettingsOf, type PoolSettings } from './db/poolSettings.ts';
import type { Seller } from '@inercise/contracts';
import { sellerOf } from './features/seller/sellerOf.ts';
import { parseTrustProxy, type TrustProxy } from '@inercise/ops/client-address';
import { TURNSTILE_VERIFY_URL, type BotCheckSettings } from './features/users/captcha.ts';

export interface TpayConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  securityCode: string;
  /** Where notification signing certificates may come from, and the root they must chain to. */
  certificatePrefix: string;
  rootCertificateUrl: string;
  /** How long one transaction's creation may take (both calls together) before the shopper is told to try again. */
  timeoutMs: number;
}

export interface Config {
  /** NODE_ENV=production: no migrations or seed on start, no generated secrets (see productionProblems). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The PostgreSQL pool: DATABASE_POOL_MAX, DATABASE_*_TIMEOUT_MS, DATABASE_PREPARED_STATEMENTS (db/poolSettings.ts). */
  databasePool: PoolSettings;
  shopUrl: string;
  publicApiUrl: string;
  /** COURSE_URL: where the courses are watched; a buyer's link is `<COURSE_URL>/<product id>?access=<signed token>`. */
  courseUrl: string;
  corsOrigins: string[];
  /** Signs the session's access tokens (JWT_SECRET) and nothing else: rotating it only logs everybody out. */
  jwtSecret: string;
  /**
   * TOTP_KEYS, comma-separated: the first seals the owners' second-factor keys, each is tried for opening (so a new key
   * goes first and the old stays until `admin rotate-totp-key` has sealed everything again). Keys sealed before there
   * were such keys (with JWT_SECRET's derivation) still open, until that command seals them anew.
   */
  totpKeys: string[];
  /** LINK_SECRET: signs the newsletter's confirm and unsubscribe links, and the buyers' course links. */
  linkSecret: string;
  /** API_DOCS=on, or outside production: /docs (Swagger UI and its JSON) is served. */
  apiDocs: boolean;
  /** Access tokens' lifetime: at most 15 minutes (a longer value is cut to that). */
  jwtTtlSeconds: number;
  /** How long an instance remembers that a session is open: a logout elsewhere is refused here within this time. */
  sessionCheckMs: number;
  /**
   * SESSION_RENEW_PERCENT (1-100, default 25): a refresh renews the session (rotates its credential, moves "last
   * seen": writes) only when the session's access token has at most this share of its life left; earlier, it
   * re-issues a token of the same expiry and writes nothing. 100 renews on every refresh.
   */
  sessionRenewPercent: number;
  paymentProvider: 'sandbox' | 'tpay';
  tpay: TpayConfig | null;
  /**
   * ALLOW_SANDBOX_PAYMENTS=1: payments that take no real money are intended (a staging shop). Without it a production
   * API refuses the sandbox at start and test-mode notifications as they come.
   */
  allowSandboxPayments: boolean;
  smtpUrl: string | null;
  shopEmail: string;
  /** Who sells: SELLER_* (features/seller/sellerOf.ts); the example's values outside production. */
  seller: Seller;
  /** The bot check (Cloudflare Turnstile): CAPTCHA_SECRET and CAPTCHA_VERIFY_URL; no secret, no check. */
  botCheck: BotCheckSettings;
  rateLimitMax: number;
  /**
   * ACCOUNT_RATE_LIMIT_MAX: calls per account in 15 minutes on login, the second factor, password reset, device
   * registration and discount codes, from any address (default a third of RATE_LIMIT_MAX, 10).
   */
  accountRateLimitMax: number;
  logLevel: string;
  /**
   * TRUST_PROXY: the proxies in front (a hop count or their address ranges, @inercise/ops/client-address): only the
   * X-Forwarded-For entries they added name the client, and their X-Forwarded-Proto says https. None by default.
   */
  trustProxy: TrustProxy;
  /** How long requests in flight may finish after SIGTERM before their connections are cut. */
  shutdownTimeoutMs: number;
  /**
   * When set, GET /metrics wants `Authorization: Bearer <token>`. Unset, a production API answers nobody there (and
   * refuses to start unless METRICS=off says so, see productionProblems); a local one answers everybody.
   */
  metricsToken: string | null;
  /**
   * ADMIN_EMAILS, comma-separated, lower case: these accounts become admins when activated, and at start when they
   * already are (features/admin/configuredAdmins.ts), so a fresh shop gets its owner without the command line.
   */
  adminEmails: string[];
  mail: MailConfig;
  /** UNPAID_ORDER_DAYS: an order unpaid this many days after it was placed is cancelled (the terms say 3). */
  unpaidOrderDays: number;
  /** RETENTION_SCHEDULE=off: no daily retention run from this process (features/retention; `npm run retention` runs it once). */
  retentionSchedule: boolean;
}

/** The mail outbox's worker and its retry schedule (features/mail/outbox.ts). */
export interface MailConfig {
  /** MAIL_WORKER=off: this process only queues mails; a separate `npm run worker` sends them. */
  worker: boolean;
  /** The first retry's delay; each next one about doubles (with jitter). */
  retryDelaySeconds: number;
  /** false: every retry after the same delay (a test that wants the mail soon after an outage ends). Default true. */
  retryBackoff?: boolean;
  /** Retries after the first attempt; with the defaults the last one comes 34 to 68 hours after the first. */
  retryLimit: number;
  /** How long a worker may hold a mail before another may take it (a worker killed mid-send). */
  leaseSeconds: number;
  /** How often an idle worker looks for due mails (a commit in this process wakes it at once). */
  pollSeconds: number;
  /** How often expired leases and old jobs are swept. */
  maintenanceSeconds: number;
  /** Connection, greeting and socket timeout of one SMTP attempt. */
  sendTimeoutMs: number;
}

const apiRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Outside production the shop's bundles on this machine, on their registry ports, may call the API. */
const defaultOrigins = bundles.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

/** A secret kept in the data directory so restarts keep sessions valid (JWT_SECRET absent). */
export const persistentSecret = (dataDir: string, name: string): string => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const positiveInt = (text: string | undefined, fallback: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A comma-separated setting, each entry trimmed, blanks dropped. */
const listOf = (text: string | undefined): string[] => (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

const dataDirOf = (env: NodeJS.ProcessEnv): string => resolve(env.DATA_DIR ?? join(apiRoot, 'var'));

/**
 * Where the database is: enough for the release commands (migrate, seed, backup), which need no other setting. They
 * take the pool settings without the statement timeout: a migration may rightly rewrite a large table.
 */
export const databaseConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  databaseUrl: env.DATABASE_URL || null,
  dataDir: dataDirOf(env),
  databasePool: { ...poolSettingsOf(env), statementTimeoutMs: 0 },
});

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'production';

/** In production the storefront is the only origin by default; locally the dev servers' ports. */
const corsOriginsOf = (env: NodeJS.ProcessEnv, shopUrl: string): string[] => {
  if (env.CORS_ORIGINS) return env.CORS_ORIGINS.split(',').map((o) => trimSlash(o.trim())).filter(Boolean);
  if (!isProduction(env)) return defaultOrigins;
  try {
    return [new URL(shopUrl).origin];
  } catch {
    return [];
  }
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = isProduction(env);
  const dataDir = dataDirOf(env);
  const shopUrl = trimSlash(env.SHOP_URL ?? 'http://localhost:3000');
  const paymentProvider = env.PAYMENT_PROVIDER === 'tpay' ? 'tpay' : 'sandbox';
  const tpayApiUrl = trimSlash(env.TPAY_API_URL ?? 'https://openapi.sandbox.tpay.com');
  const productionTpay = tpayApiUrl === 'https://api.tpay.com';
  return {
    production,
    port: positiveInt(env.PORT, 8443),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    // Unusable pool settings stop the start, each named (poolSettingsOf).
    databasePool: poolSettingsOf(env),
    shopUrl,
    publicApiUrl: trimSlash(env.PUBLIC_API_URL ?? 'http://localhost:8443'),
    courseUrl: trimSlash(env.COURSE_URL ?? `${shopUrl}/course`),
    corsOrigins: corsOriginsOf(env, shopUrl),
    // A generated secret suits one machine only; production refuses to start without JWT_SECRET.
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret'),
    totpKeys: listOf(env.TOTP_KEYS).length > 0 ? listOf(env.TOTP_KEYS) : [persistentSecret(dataDir, 'totp-key')],
    linkSecret: env.LINK_SECRET || persistentSecret(dataDir, 'link-secret'),
    apiDocs: env.API_DOCS === 'on' || (!production && env.API_DOCS !== 'off'),
    jwtTtlSeconds: positiveInt(env.JWT_TTL_SECONDS, 15 * 60),
    sessionCheckMs: env.SESSION_CHECK_MS === '0' ? 0 : positiveInt(env.SESSION_CHECK_MS, 2000),
    sessionRenewPercent: Math.min(positiveInt(env.SESSION_RENEW_PERCENT, 25), 100),
    paymentProvider,
    tpay:
      paymentProvider === 'tpay'
        ? {
            apiUrl: tpayApiUrl,
            clientId: env.TPAY_CLIENT_ID ?? '',
            clientSecret: env.TPAY_CLIENT_SECRET ?? '',
            securityCode: env.TPAY_SECURITY_CODE ?? '',
            certificatePrefix: env.TPAY_CERT_PREFIX ?? (productionTpay ? 'https://secure.tpay.com' : 'https://secure.sandbox.tpay.com'),
            rootCertificateUrl:
              env.TPAY_ROOT_CERT_URL ??
              (productionTpay ? 'https://secure.tpay.com/x509/tpay-jws-root.pem' : 'https://secure.sandbox.tpay.com/x509/tpay-jws-root.pem'),
            timeoutMs: positiveInt(env.TPAY_TIMEOUT_MS, 15_000),
          }
        : null,
    allowSandboxPayments: env.ALLOW_SANDBOX_PAYMENTS === '1',
    smtpUrl: env.SMTP_URL || null,
    shopEmail: env.SHOP_EMAIL ?? 'sklep@inercise.example',
    seller: sellerOf(env),
    botCheck: { secret: env.CAPTCHA_SECRET || null, verifyUrl: env.CAPTCHA_VERIFY_URL || TURNSTILE_VERIFY_URL },
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, 30),
    accountRateLimitMax: positiveInt(env.ACCOUNT_RATE_LIMIT_MAX, Math.ceil(positiveInt(env.RATE_LIMIT_MAX, 30) / 3)),
    // Production logs every request; a local run stays quiet.
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY).trust,
    shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    metricsToken: env.METRICS_TOKEN || null,
    adminEmails: [...new Set((env.ADMIN_EMAILS ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))],
    mail: {
      worker: env.MAIL_WORKER !== 'off',
      retryDelaySeconds: positiveInt(env.MAIL_RETRY_DELAY_SECONDS, 30),
      retryLimit: positiveInt(env.MAIL_RETRY_LIMIT, 12),
      leaseSeconds: positiveInt(env.MAIL_LEASE_SECONDS, 120),
      pollSeconds: positiveInt(env.MAIL_POLL_SECONDS, 2),
      maintenanceSeconds: positiveInt(env.MAIL_MAINTENANCE_SECONDS, 60),
      sendTimeoutMs: positiveInt(env.MAIL_SEND_TIMEOUT_MS, 20_000),
    },
    retentionSchedule: env.RETENTION_SCHEDULE !== 'off',
    unpaidOrderDays: positiveInt(env.UNPAID_ORDER_DAYS, 3),
  };
};
