/**
 * The PostgreSQL pool of one process, from the environment. Every replica opens up to `max` connections (and the
 * mail queue 3 more): replicas × (max + 3) + the worker's + the release and backup jobs' must stay under the
 * server's max_connections, or a pooler (PgBouncer) stands in between (api/README.md, "Database connections").
 */
export interface PoolSettings {
  /** DATABASE_POOL_MAX: connections this process opens at most. */
  max: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long opening a connection may take before the query fails. */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (0: never). */
  statementTimeoutMs: number;
  /** DATABASE_IDLE_TIMEOUT_MS: an idle connection is closed after this long (0: kept open). */
  idleTimeoutMs: number;
  /**
   * DATABASE_PREPARED_STATEMENTS=off: every query unnamed, parsed each time, for a pooler that cannot keep named
   * statements (PgBouncer before 1.21, or with max_prepared_statements = 0).
   */
  preparedStatements: boolean;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  max: 10,
  connectTimeoutMs: 5_000,
  // A shop's statement takes milliseconds; one waiting this long holds a connection others need.
  statementTimeoutMs: 15_000,
  idleTimeoutMs: 30_000,
  preparedStatements: true,
};

type Env = Record<string, string | undefined>;

interface Bound {
  name: string;
  key: Exclude<keyof PoolSettings, 'preparedStatements'>;
  min: number;
  max: number;
  meaning: string;
}

const BOUNDS: Bound[] = [
  { name: 'DATABASE_POOL_MAX', key: 'max', min: 1, max: 100, meaning: 'connections per process' },
  // Zero would wait for ever on a server that accepts the connection and never answers.
  { name: 'DATABASE_CONNECT_TIMEOUT_MS', key: 'connectTimeoutMs', min: 100, max: 120_000, meaning: 'milliseconds to open a connection' },
  { name: 'DATABASE_STATEMENT_TIMEOUT_MS', key: 'statementTimeoutMs', min: 0, max: 3_600_000, meaning: 'milliseconds a statement may run, 0 for no limit' },
  { name: 'DATABASE_IDLE_TIMEOUT_MS', key: 'idleTimeoutMs', min: 0, max: 3_600_000, meaning: 'milliseconds an idle connection stays open, 0 to keep it' },
];

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Each setting that is given but unusable, one line each with what is wanted. */
export const poolSettingsProblems = (env: Env): string[] => {
  const problems: string[] = [];
  for (const { name, min, max, meaning } of BOUNDS) {
    const text = env[name];
    if (!set(text)) continue;
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value < min || value > max) problems.push(`${name}=${text} is not a whole number from ${min} to ${max} (${meaning})`);
  }
  const prepared = env.DATABASE_PREPARED_STATEMENTS;
  if (set(prepared) && !['on', 'off'].includes(prepared.trim())) problems.push(`DATABASE_PREPARED_STATEMENTS=${prepared} is neither on nor off`);
  return problems;
};

/** The settings, defaults where unset; refuses (naming every problem) what poolSettingsProblems finds. */
export const poolSettingsOf = (env: Env): PoolSettings => {
  const problems = poolSettingsProblems(env);
  if (problems.length > 0) throw new Error(`database pool settings: ${problems.join('; ')}`);
  const settings = { ...DEFAULT_POOL_SETTINGS };
  for (const { name, key } of BOUNDS) if (set(env[name])) settings[key] = Number(env[name]!.trim());
  if (set(env.DATABASE_PREPARED_STATEMENTS)) settings.preparedStatements = env.DATABASE_PREPARED_STATEMENTS.trim() === 'on';
  return settings;
};
