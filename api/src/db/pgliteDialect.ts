import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * First-come-first-served lock. PGlite is one session: without it, two requests' transactions
 * would interleave on that session (the reason kysely-pglite is not used).
 */
class FifoLock {
  private tail: Promise<void> = Promise.resolve();
  /** The holder plus those queued behind it (for the pool metrics). */
  private pending = 0;

  acquire(): Promise<() => void> {
    this.pending += 1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = () => {
        this.pending -= 1;
        resolve();
      };
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }

  get inUse(): boolean {
    return this.pending > 0;
  }

  get waiting(): number {
    return Math.max(0, this.pending - 1);
  }
}

/** Statement kinds worth preparing: the same few shapes run again and again with new parameters. */
const PREPARED_KINDS = new Set(['SelectQueryNode', 'InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
/** Kysely compiles `in (...)` lists to one text per length: the cache stays bounded. */
const PREPARED_LIMIT = 500;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (absent for statements without rows): the parse step needs it. */
  rowDescription: BackendMessage | undefined;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const { serialize } = protocol;

/**
 * Named prepared statements over PGlite's wire protocol. PGlite's own query() sends parse, describe,
 * bind, describe, execute and sync as six calls into the WASM backend and plans the SQL every time: a
 * one-row cart query cost ~1 ms that way and ~0.15 ms as bind+execute+sync of a statement prepared once.
 * syncToFs is off: on the node filesystem and in memory (the only ones used here) PGlite's sync is a
 * no-op, and PostgreSQL itself writes its WAL before a commit returns.
 */
class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private counter = 0;

  constructor(private readonly pg: PGlite) {}

  private async run(message: Uint8Array): Promise<BackendMessage[]> {
    return (await this.pg.execProtocol(message, { syncToFs: false })).messages;
  }

  private async prepare(text: string): Promise<Prepared> {
    const found = this.statements.get(text);
    if (found) {
      // Refresh its place: the least recently used statement is the one closed when the cache is full.
      this.statements.delete(text);
      this.statements.set(text, found);
      return found;
    }
    if (this.statements.size >= PREPARED_LIMIT) {
      const [oldText, old] = this.statements.entries().next().value!;
      this.statements.delete(oldText);
      await this.run(concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()]));
    }
    const name = `k${(this.counter += 1)}`;
    const messages = await this.run(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const prepared = { name, paramTypes: params?.dataTypeIDs ?? [], rowDescription: messages.find((m) => m.name === 'rowDescription') };
    this.statements.set(text, prepared);
    return prepared;
  }

  async execute<R>(text: string, parameters: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number | undefined }> {
    const prepared = await this.prepare(text);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[prepared.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.run(concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]));
    } catch (error) {
      // A schema change can invalidate the statement ("cached plan must not change result type"):
      // forget it so the next call prepares it again; this call fails as PostgreSQL says.
      if ((error as { code?: string }).code === '0A000') {
        this.statements.delete(text);
        await this.run(concat([serialize.close({ type: 'S', name: prepared.name }), serialize.sync()]));
      }
      throw error;
    }
    const [result] = parse.parseResults(prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages, this.pg.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    private readonly prepared: PreparedStatements,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const kind = query.query.kind;
    const result = PREPARED_KINDS.has(kind)
      ? await this.prepared.execute<R>(query.sql, query.parameters)
      : await this.pg.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    return result.affectedRows !== undefined && kind !== 'SelectQueryNode'
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming is not supported');
  }
}

class PGliteDriver implements Driver {
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pg: PGlite,
    private readonly lock: FifoLock,
  ) {
    this.connection = new PGliteConnection(pg, new PreparedStatements(pg));
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // One connection object per holder so the WeakMap can find the right release.
    const connection = Object.create(this.connection) as PGliteConnection;
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (it may outlive this Kysely).
  }
}

/** Kysely's Postgres adapter, introspector and compiler over one locked PGlite session. */
export class PGliteDialect implements Dialect {
  /** One session, one lock: owned here so its state can be read while Kysely holds the driver. */
  private readonly lock = new FifoLock();

  constructor(private readonly pg: PGlite) {}

  /** Whether the session runs a query or transaction now, and how many callers queue for it. */
  stats(): { inUse: boolean; waiting: number } {
    return { inUse: this.lock.inUse, waiting: this.lock.waiting };
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.lock);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
