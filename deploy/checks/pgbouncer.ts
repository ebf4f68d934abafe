// PgBouncer's settings (pgbouncer.ini) as the shop runs it between the API and PostgreSQL: what transaction pooling
// needs for the API's queries, and how many server connections it opens at most.

export interface PgBouncerIni {
  /** [databases]: name → its connection string's key=value pairs. */
  databases: Map<string, Map<string, string>>;
  /** [pgbouncer]: setting → value. */
  settings: Map<string, string>;
}

/** `key=value key='quoted value'` pairs of a [databases] entry. */
const pairsOf = (text: string): Map<string, string> => {
  const pairs = new Map<string, string>();
  for (const match of text.matchAll(/(\w+)\s*=\s*('(?:[^']|'')*'|\S+)/g)) {
    const value = match[2]!;
    pairs.set(match[1]!, value.startsWith("'") ? value.slice(1, -1).replace(/''/g, "'") : value);
  }
  return pairs;
};

export const parsePgBouncerIni = (text: string): PgBouncerIni => {
  const ini: PgBouncerIni = { databases: new Map(), settings: new Map() };
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!.toLowerCase();
      continue;
    }
    const at = line.indexOf('=');
    if (at < 0) continue;
    const key = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (section === 'databases') ini.databases.set(key, pairsOf(value));
    else if (section === 'pgbouncer') ini.settings.set(key, value);
  }
  return ini;
};

/** PgBouncer's own defaults for the settings the checks read. */
const DEFAULTS: Record<string, string> = { pool_mode: 'session', default_pool_size: '20', reserve_pool_size: '0', max_client_conn: '100', max_prepared_statements: '200', max_db_connections: '0' };
const setting = (ini: PgBouncerIni, name: string) => ini.settings.get(name) ?? DEFAULTS[name] ?? '';
const number = (ini: PgBouncerIni, name: string) => Number(setting(ini, name));

/** Client connections one PgBouncer accepts. */
export const clientLimitOf = (ini: PgBouncerIni): number => number(ini, 'max_client_conn');

/** Server connections one PgBouncer opens at most for one database and user: the pool and its reserve, or max_db_connections when lower. */
export const serverConnectionsOf = (ini: PgBouncerIni): number => {
  const pool = number(ini, 'default_pool_size') + number(ini, 'reserve_pool_size');
  const cap = number(ini, 'max_db_connections');
  return cap > 0 ? Math.min(pool, cap) : pool;
};

/**
 * What the API needs of the pooler: transaction pooling (the point of it); its named statements kept
 * (max_prepared_statements above 0, unless the API sends them unnamed); the statement timeout, which PgBouncer refuses
 * as a start-up parameter, dropped there and set on each server connection instead; `database` served, from `host`.
 */
export const pgBouncerProblems = (ini: PgBouncerIni, where: string, wanted: { database: string; host?: string; preparedStatements: boolean }): string[] => {
  const problems: string[] = [];
  if (setting(ini, 'pool_mode') !== 'transaction') problems.push(`${where}: pool_mode is ${setting(ini, 'pool_mode')}, not transaction: every API connection would hold a server connection`);
  if (wanted.preparedStatements && !(number(ini, 'max_prepared_statements') > 0)) {
    problems.push(`${where}: max_prepared_statements is ${setting(ini, 'max_prepared_statements')}: the API names its statements (DATABASE_PREPARED_STATEMENTS=off, or keep them above 0)`);
  }
  const ignored = setting(ini, 'ignore_startup_parameters').split(',').map((name) => name.trim());
  if (!ignored.includes('statement_timeout')) problems.push(`${where}: ignore_startup_parameters lacks statement_timeout: PgBouncer would refuse the API's connections`);
  const entry = ini.databases.get(wanted.database);
  if (!entry) problems.push(`${where}: no [databases] entry ${wanted.database}`);
  else {
    if (wanted.host !== undefined && entry.get('host') !== wanted.host) problems.push(`${where}: ${wanted.database} is served from ${entry.get('host') ?? '(no host)'}, not ${wanted.host}`);
    if (!/statement_timeout/.test(entry.get('connect_query') ?? '')) problems.push(`${where}: ${wanted.database} sets no statement_timeout on its server connections (connect_query): statements would run without the API's timeout`);
  }
  for (const name of ['default_pool_size', 'reserve_pool_size', 'max_client_conn']) {
    if (!/^\d+$/.test(setting(ini, name))) problems.push(`${where}: ${name} = ${setting(ini, name)} is not a whole number`);
  }
  return problems;
};
