import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is a single connection, so connections are
 * handed out one at a time (a transaction holds it until it ends).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which runs several statements (migrations).
    if (q.parameters.length === 0) {
      const results = await this.pg.exec(q.sql);
      const last = results[results.length - 1];
      return {
        rows: (last?.rows ?? []) as R[],
        ...(last?.affectedRows !== undefined ? { numAffectedRows: BigInt(last.affectedRows) } : {}),
      };
    }
    const result = await this.pg.query<R>(q.sql, [...q.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }
  async *streamQuery<R>(q: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    const result = await this.pg.query<R>(q.sql, [...q.parameters]);
    for (let i = 0; i < result.rows.length; i += chunkSize)
      yield { rows: result.rows.slice(i, i + chunkSize) };
  }
}

class PGliteDriver implements Driver {
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  private readonly connection: PGliteConnection;
  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy = true;
    return this.connection;
  }
  async releaseConnection() {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    await conn.executeQuery(
      CompiledQuery.raw(
        settings.isolationLevel
          ? `start transaction isolation level ${settings.isolationLevel}`
          : 'begin',
      ),
    );
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy() {
    if (!this.pg.closed) await this.pg.close();
  }
}
