import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface TpayConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  securityCode: string;
  /** Where notification signing certificates may come from, and the root they must chain to. */
  certificatePrefix: string;
  rootCertificateUrl: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  shopUrl: string;
  publicApiUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  jwtTtlSeconds: number;
  paymentProvider: 'sandbox' | 'tpay';
  tpay: TpayConfig | null;
  smtpUrl: string | null;
  shopEmail: string;
  captchaSecret: string | null;
  rateLimitMax: number;
  logLevel: string;
  /** True behind a reverse proxy: its X-Forwarded-For/-Proto are believed (client address, https). */
  trustProxy: boolean;
}

const apiRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

const defaultOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

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

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = resolve(env.DATA_DIR ?? join(apiRoot, 'var'));
  const paymentProvider = env.PAYMENT_PROVIDER === 'tpay' ? 'tpay' : 'sandbox';
  const tpayApiUrl = trimSlash(env.TPAY_API_URL ?? 'https://openapi.sandbox.tpay.com');
  const productionTpay = tpayApiUrl === 'https://api.tpay.com';
  return {
    port: positiveInt(env.PORT, 8443),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    shopUrl: trimSlash(env.SHOP_URL ?? 'http://localhost:3000'),
    publicApiUrl: trimSlash(env.PUBLIC_API_URL ?? 'http://localhost:8443'),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => trimSlash(o.trim())).filter(Boolean) : defaultOrigins,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret'),
    jwtTtlSeconds: positiveInt(env.JWT_TTL_SECONDS, 12 * 3600),
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
          }
        : null,
    smtpUrl: env.SMTP_URL || null,
    shopEmail: env.SHOP_EMAIL ?? 'sklep@inercise.example',
    captchaSecret: env.CAPTCHA_SECRET || null,
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, 30),
    logLevel: env.LOG_LEVEL ?? 'warn',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
};
