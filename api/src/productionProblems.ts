import { isProduction } from './config.ts';
import { poolSettingsProblems } from './db/poolSettings.ts';
import { parseTrustProxy } from '@inercise/ops/client-address';
import { EXAMPLE_SELLER } from './contracts.ts';
import { plainSmtpProblem } from './features/mail/smtpSecurity.ts';

/**
 * What a production API must not start with. Each rule answers the problems it finds, one line each, so
 * an operator fixes them all in one go. The rules are pure: the environment in, the lines out.
 */
type Env = NodeJS.ProcessEnv;
type Rule = (env: Env) => string[];

const MIN_SECRET_BYTES = 32;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

const jwtSecret: Rule = ({ JWT_SECRET }) => {
  if (!set(JWT_SECRET)) return ['JWT_SECRET is missing: set a random secret of at least 32 bytes (sessions must survive restarts and be shared by every replica)'];
  const bytes = Buffer.byteLength(JWT_SECRET, 'utf8');
  return bytes < MIN_SECRET_BYTES ? [`JWT_SECRET is ${bytes} bytes long: at least ${MIN_SECRET_BYTES} are needed`] : [];
};

const secretLength = (name: string, value: string): string[] => {
  const bytes = Buffer.byteLength(value, 'utf8');
  return bytes < MIN_SECRET_BYTES ? [`${name} is ${bytes} bytes long: at least ${MIN_SECRET_BYTES} are needed`] : [];
};

/**
 * Each secret does one job, so changing one (a leak, a departure) costs only that job: JWT_SECRET logs everybody out,
 * TOTP_KEYS would lock the owner out (hence a list, rotated with `admin rotate-totp-key`), LINK_SECRET ends the
 * newsletter links already mailed.
 */
const separateSecrets: Rule = ({ JWT_SECRET, TOTP_KEYS, LINK_SECRET }) => {
  const problems: string[] = [];
  const totpKeys = (TOTP_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  if (totpKeys.length === 0) problems.push('TOTP_KEYS is missing: set a random key of at least 32 bytes (it seals the owners\' two-step login keys; a new one goes first, comma-separated, then run `admin rotate-totp-key`)');
  totpKeys.forEach((key, index) => problems.push(...secretLength(totpKeys.length === 1 ? 'TOTP_KEYS' : `TOTP_KEYS (key ${index + 1})`, key)));
  if (!set(LINK_SECRET)) problems.push('LINK_SECRET is missing: set a random secret of at least 32 bytes (it signs the newsletter\'s links)');
  else problems.push(...secretLength('LINK_SECRET', LINK_SECRET));
  if (set(JWT_SECRET)) {
    if (totpKeys.includes(JWT_SECRET.trim())) problems.push('TOTP_KEYS holds JWT_SECRET: give the two-step login keys a secret of their own');
    if (LINK_SECRET === JWT_SECRET) problems.push('LINK_SECRET is JWT_SECRET: give the links a secret of their own');
  }
  return problems;
};

/** The counters tell how much the shop sells and how it fares: only the scraper holding the token reads them. */
const metricsToken: Rule = ({ METRICS_TOKEN, METRICS }) => {
  if (METRICS === 'off') return [];
  if (!set(METRICS_TOKEN)) return ['METRICS_TOKEN is missing: set a random token of at least 32 bytes for Prometheus (or METRICS=off: /metrics then answers nobody)'];
  return secretLength('METRICS_TOKEN', METRICS_TOKEN);
};

/** Login, registration, contact and the newsletter keep bots out with the bot check, unless CAPTCHA=off says otherwise. */
const botCheck: Rule = ({ CAPTCHA_SECRET, CAPTCHA }) =>
  CAPTCHA === 'off' || set(CAPTCHA_SECRET)
    ? []
    : ["CAPTCHA_SECRET is missing: set the Turnstile secret key (and the site key, turnstile.siteKey, in the shell's runtime config), or CAPTCHA=off to run without a bot check"];

const TPAY_CREDENTIALS = ['TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE'] as const;

/** Tpay's production OpenAPI and the only origin its production notifications' certificates come from. */
const TPAY_PRODUCTION_API = 'https://api.tpay.com';
const TPAY_PRODUCTION_CERTIFICATES = 'https://secure.tpay.com';

const sandboxAllowed = (env: Env) => env.ALLOW_SANDBOX_PAYMENTS === '1';
const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * Tpay for real money: its production API, and notification certificates only from its production domain. Anything
 * else (the sandbox, a stand-in) marks orders paid with no money behind them, so it needs ALLOW_SANDBOX_PAYMENTS=1.
 */
const tpayAddresses: Rule = (env) => {
  const { TPAY_API_URL } = env;
  if (!set(TPAY_API_URL)) return [`TPAY_API_URL is missing: set ${TPAY_PRODUCTION_API} (Tpay's production API; without it the sandbox would be used)`];
  if (sandboxAllowed(env)) return [];
  const problems: string[] = [];
  if (originOf(TPAY_API_URL) !== TPAY_PRODUCTION_API || new URL(TPAY_API_URL).pathname.replace(/\/+$/, '') !== '') {
    problems.push(`TPAY_API_URL=${TPAY_API_URL} is not Tpay's production API (${TPAY_PRODUCTION_API}): set ALLOW_SANDBOX_PAYMENTS=1 if no real money is intended`);
  }
  for (const name of ['TPAY_CERT_PREFIX', 'TPAY_ROOT_CERT_URL'] as const) {
    const value = env[name];
    if (set(value) && originOf(value) !== TPAY_PRODUCTION_CERTIFICATES) {
      problems.push(`${name}=${value} trusts certificates outside ${TPAY_PRODUCTION_CERTIFICATES}: set ALLOW_SANDBOX_PAYMENTS=1 if no real money is intended`);
    }
  }
  return problems;
};

const payments: Rule = (env) => {
  const provider = env.PAYMENT_PROVIDER;
  if (!set(provider)) return ['PAYMENT_PROVIDER is missing: set tpay (or sandbox with ALLOW_SANDBOX_PAYMENTS=1)'];
  if (provider === 'tpay') {
    return [...TPAY_CREDENTIALS.filter((name) => !set(env[name])).map((name) => `${name} is missing: PAYMENT_PROVIDER=tpay needs it`), ...tpayAddresses(env)];
  }
  if (provider === 'sandbox') {
    // The sandbox marks orders paid at a click: only a deliberate choice (a staging shop) may run it.
    return sandboxAllowed(env) ? [] : ['PAYMENT_PROVIDER=sandbox takes no real money: set ALLOW_SANDBOX_PAYMENTS=1 if that is intended'];
  }
  return [`PAYMENT_PROVIDER=${provider} is unknown: use tpay or sandbox`];
};

/** Without SMTP the mails would land in a folder of one machine, and nobody would get them. */
const smtp: Rule = ({ SMTP_URL }) => {
  if (!set(SMTP_URL)) return ['SMTP_URL is missing: production sends its mails through an SMTP server (smtp://user:password@host:587)'];
  const plain = plainSmtpProblem(SMTP_URL.trim());
  return plain ? [plain] : [];
};

/** Domains that are nobody's mailbox: documentation examples, test and local names (RFC 2606, RFC 6761). */
const PLACEHOLDER_DOMAIN = /(^|\.)(example|test|invalid|localhost|local|localdomain)$|(^|\.)example\.(com|net|org)$/;
const EMAIL = /^[^\s@<>]+@([^\s@<>.][^\s@<>]*)$/;

/** The shop's own address sends every mail and receives the contact form and refund requests: it must be real. */
const shopEmail: Rule = ({ SHOP_EMAIL }) => {
  if (!set(SHOP_EMAIL)) return ['SHOP_EMAIL is missing: set the shop\'s real address (it sends every mail and receives contact messages and refund requests)'];
  const domain = EMAIL.exec(SHOP_EMAIL.trim())?.[1]?.toLowerCase();
  if (!domain) return [`SHOP_EMAIL=${SHOP_EMAIL} is not an e-mail address`];
  // A domain without a dot is a machine's own name, not a mailbox the world can write to.
  return PLACEHOLDER_DOMAIN.test(domain) || !domain.includes('.') ? [`SHOP_EMAIL=${SHOP_EMAIL} is a placeholder (${domain} is nobody's mailbox): set the shop's real address`] : [];
};

/**
 * PGlite keeps the data on this machine's disk: replicas could not share it.
 * @public the release commands' rule, which deploy/checks/contracts.ts reads from this module by path
 */
export const databaseProblems: Rule = ({ DATABASE_URL }) =>
  set(DATABASE_URL) ? [] : ['DATABASE_URL is missing: production needs a PostgreSQL server (the embedded database is for one machine)'];

const httpsUrl =
  (name: 'SHOP_URL' | 'PUBLIC_API_URL'): Rule =>
  (env) => {
    const value = env[name];
    if (!set(value)) return [`${name} is missing: set the https address shoppers use`];
    let protocol: string;
    try {
      protocol = new URL(value).protocol;
    } catch {
      return [`${name}=${value} is not a URL`];
    }
    return protocol === 'https:' ? [] : [`${name}=${value} is not https`];
  };

/**
 * `TRUST_PROXY=true` used to believe the whole X-Forwarded-For chain, which the client writes: every rate limit could be
 * escaped with a new header per request. Production wants the proxies said plainly (a hop count or their ranges).
 */
const trustProxy: Rule = ({ TRUST_PROXY }) => {
  try {
    return parseTrustProxy(TRUST_PROXY).ambiguous
      ? [`TRUST_PROXY=${TRUST_PROXY} is ambiguous: set the number of proxies in front (TRUST_PROXY=1 behind one) or their address ranges (TRUST_PROXY=10.0.0.0/8)`]
      : [];
  } catch (error) {
    return [(error as Error).message];
  }
};


/**
 * Each SELLER_* variable, the seller's detail it sets and the example's value it must not keep. A sole trader has no
 * share capital: SELLER_SHARE_CAPITAL is not read when the register is CEIDG.
 */
const sellerVariables = () => {
  const example = EXAMPLE_SELLER;
  return [
    ['SELLER_LEGAL_NAME', example.legalName],
    ['SELLER_STREET', example.street],
    ['SELLER_POSTCODE', example.postcode],
    ['SELLER_CITY', example.city],
    ['SELLER_COUNTRY', example.country],
    ['SELLER_NIP', example.nip],
    ['SELLER_REGON', example.regon],
    ['SELLER_REGISTER_KIND', example.register.kind],
    ['SELLER_REGISTER_NUMBER', example.register.number],
    ['SELLER_REGISTER_COURT', example.register.court],
    ['SELLER_SHARE_CAPITAL', example.shareCapital],
    ['SELLER_PHONE', example.phone],
    ['SELLER_EMAIL', example.email],
    ['SELLER_BANK_ACCOUNT', example.bankAccount],
    ['SELLER_BANK_NAME', example.bankName],
    ['SELLER_APP_STORE_URL', example.appStoreUrl],
    ['SELLER_GOOGLE_PLAY_URL', example.googlePlayUrl],
  ] as const;
};

/**
 * The seller the law asks the shop to name (footer, terms, privacy policy, invoices): every detail set, none the
 * fictitious example's. The register's kind (KRS) and the country (PL) are the details whose example values are also
 * real answers.
 */
const seller: Rule = (env) => {
  const soleTrader = env.SELLER_REGISTER_KIND?.trim() === 'CEIDG';
  return sellerVariables().flatMap(([name, exampleValue]) => {
    const value = env[name]?.trim();
    // Not shown for a sole trader, who has none: whatever the deployment's files put there.
    if (name === 'SELLER_SHARE_CAPITAL' && soleTrader) return [];
    if (!set(value)) return [`${name} is missing: set the seller's real detail (the footer, the terms and every invoice name it)`];
    if (name === 'SELLER_REGISTER_KIND') return value === 'KRS' || value === 'CEIDG' ? [] : [`${name}=${value} is unknown: use KRS or CEIDG`];
    // The country (PL) is a real answer too: it must be set, and may be the example's.
    if (name === 'SELLER_COUNTRY') return /^[A-Z]{2}$/.test(value) ? [] : [`${name}=${value} is not a two-letter country code (ISO 3166-1, e.g. PL)`];
    return value === exampleValue ? [`${name} is still the example's value (${exampleValue}): set the seller's real detail`] : [];
  });
};

const rules: Rule[] = [
  jwtSecret,
  separateSecrets,
  payments,
  databaseProblems,
  poolSettingsProblems,
  httpsUrl('SHOP_URL'),
  httpsUrl('PUBLIC_API_URL'),
  smtp,
  shopEmail,
  metricsToken,
  botCheck,
  trustProxy,
  seller,
];

export const productionProblems = (env: Env): string[] => rules.flatMap((rule) => rule(env));

/**
 * The release commands (migrate, seed) need only the database: in production they stop, naming the problem,
 * without it (printed for the person at the terminal). Answers whether the command may go on.
 */
export const releaseCommandMayRun = (env: Env, print: (problem: string) => void): boolean => {
  const problems = isProduction(env) ? databaseProblems(env) : [];
  for (const problem of problems) print(problem);
  return problems.length === 0;
};
