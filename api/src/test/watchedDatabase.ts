import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { PGliteDialect } from '../db/pgliteDialect.ts';
import type { DB } from '../db/schema.ts';
import { freshDatabase } from './template.ts';

/** A statement that changes rows or takes a row lock (which PostgreSQL writes into the row). */
export const WRITE = /^\s*(insert|update|delete|merge|truncate)\b|\bfor (no key )?update\b|^\s*with\b[\s\S]*\b(insert into|update \S+ set|delete from)\b/i;

/**
 * A fresh database (PGlite, or PostgreSQL in the PostgreSQL pass) whose every statement sent through `database.db` is
 * written down in `statements`, for tests that count what a call writes.
 */
export const watchedDatabase = async (): Promise<{ database: Database; statements: string[] }> => {
  const base = await freshDatabase();
  const statements: string[] = [];
  const dialect = base.pglite ? new PGliteDialect(base.pglite) : new PostgresDialect({ pool: new pg.Pool({ connectionString: base.connectionString!, max: 10 }) });
  const db = new Kysely<DB>({ dialect, log: (event) => void statements.push(event.query.sql) });
  return {
    statements,
    database: {
      ...base,
      db,
      close: async () => {
        await db.destroy();
        await base.close();
      },
    },
  };
};
