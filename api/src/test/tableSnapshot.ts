// Every row of every table of a database, in a form two databases can be compared by: the restore drill's measure.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const SYSTEM = `('pg_catalog', 'information_schema')`;

const canonical = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  if (value instanceof Date) return `time:${value.toISOString()}`;
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  return value;
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * `schema.table` → its rows as sorted JSON texts, for every base table outside PostgreSQL's catalogues (read from
 * information_schema, so a table added later is compared without being named); and every sequence's position, so
 * a restored shop goes on numbering where it stopped.
 */
export const tableSnapshot = async (db: Db) => {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ${sql.raw(SYSTEM)} and table_schema not like 'pg\\_%'
    order by 1, 2`.execute(db);
  const rows: Record<string, string[]> = {};
  for (const { schema, name } of tables.rows) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.raw(`${quote(schema)}.${quote(name)}`)}`.execute(db);
    rows[`${schema}.${name}`] = result.rows.map((row) => JSON.stringify(canonical(row))).sort();
  }
  const sequences = await sql<{ schema: string; name: string }>`
    select sequence_schema as schema, sequence_name as name from information_schema.sequences
    where sequence_schema not in ${sql.raw(SYSTEM)} order by 1, 2`.execute(db);
  const positions: Record<string, string> = {};
  for (const { schema, name } of sequences.rows) {
    const result = await sql<{ last_value: unknown; is_called: boolean }>`select last_value, is_called from ${sql.raw(`${quote(schema)}.${quote(name)}`)}`.execute(db);
    positions[`${schema}.${name}`] = JSON.stringify(result.rows[0]);
  }
  return { rows, positions };
};
