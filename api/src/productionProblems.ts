import { isProduction } from './config.ts';

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

const TPAY_CREDENTIALS = ['TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE'] as const;

const payments: Rule = (env) => {
  const provider = env.PAYMENT_PROVIDER;
  if (!set(provider)) return ['PAYMENT_PROVIDER is missing: set tpay (or sandbox with ALLOW_SANDBOX_PAYMENTS=1)'];
  if (provider === 'tpay') return TPAY_CREDENTIALS.filter((name) => !set(env[name])).map((name) => `${name} is missing: PAYMENT_PROVIDER=tpay needs it`);
  if (provider === 'sandbox') {
    // The sandbox marks orders paid at a click: only a deliberate choice (a staging shop) may run it.
    return env.ALLOW_SANDBOX_PAYMENTS === '1' ? [] : ['PAYMENT_PROVIDER=sandbox takes no real money: set ALLOW_SANDBOX_PAYMENTS=1 if that is intended'];
  }
  return [`PAYMENT_PROVIDER=${provider} is unknown: use tpay or sandbox`];
};

/** PGlite keeps the data on this machine's disk: replicas could not share it. */
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

const rules: Rule[] = [jwtSecret, payments, databaseProblems, httpsUrl('SHOP_URL'), httpsUrl('PUBLIC_API_URL')];

export const productionProblems = (env: Env): string[] => rules.flatMap((rule) => rule(env));

/**
 * The release commands (migrate, seed) need only the database: in production they stop, naming the problem,
 * without it. Answers whether the command may go on.
 */
export const releaseCommandMayRun = (env: Env): boolean => {
  const problems = isProduction(env) ? databaseProblems(env) : [];
  for (const problem of problems) console.error(problem);
  return problems.length === 0;
};
