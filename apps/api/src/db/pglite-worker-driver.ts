import { Worker } from 'node:worker_threads';
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

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string; [field: string]: unknown } };

/**
 * PGlite in a worker thread (pglite-worker.mjs): every statement is one message, so the
 * WebAssembly PostgreSQL runs beside the server's event loop instead of on it.
 */
export class PGliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #nextId = 1;
  #failure: Error | null = null;
  #closed: Promise<void> | null = null;
  /** Replies received and not yet handed on (#handOn: one per turn of the event loop). */
  readonly #replies: {
    reply: Reply;
    waiting: { resolve(v: unknown): void; reject(e: Error): void };
  }[] = [];
  #handing = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      this.#replies.push({ reply, waiting });
      if (!this.#handing) {
        this.#handing = true;
        setImmediate(this.#handOn);
      }
    });
    const fail = (err: Error) => {
      this.#failure ??= err;
      for (const w of this.#pending.values()) w.reject(err);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PGlite worker stopped (exit code ${code})`)));
  }

  /**
   * Hands one reply on (its request goes on: serialises its answer, writes it), then lets the
   * event loop read sockets before the next. Node delivers the replies waiting on the port in
   * one go: handed on there, a burst of ten list answers (2-3 ms of serialising each) kept a
   * request that arrived meanwhile, /api/health even, waiting for all of them.
   */
  readonly #handOn = () => {
    const next = this.#replies.shift();
    if (this.#replies.length > 0) setImmediate(this.#handOn);
    else this.#handing = false;
    if (!next) return;
    if (next.reply.ok) next.waiting.resolve(next.reply.result);
    else next.waiting.reject(databaseErrorOf(next.reply.error));
  };

  /** Starts the worker and waits until PGlite has opened `dataDir` (or loaded the tarball). */
  static async start(o: { dataDir: string; loadDataDir?: Blob | undefined }) {
    const loadDataDir = o.loadDataDir ? await o.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: o.dataDir, loadDataDir },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
      // The server's own flags (tsx's loader, --cpu-prof) are not needed by plain JavaScript.
      execArgv: [],
    });
    const client = new PGliteWorkerClient(worker);
    // Message 0 is the worker's "ready" (or the error that kept PGlite from opening).
    await new Promise<unknown>((resolve, reject) => client.#pending.set(0, { resolve, reject }));
    return client;
  }

  #call<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed && op !== 'close') return Promise.reject(new Error('The database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.#worker.postMessage({ id, op, ...fields });
      } catch (err) {
        reject(err as Error);
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    });
  }

  query<R>(sql: string, params: readonly unknown[] = []) {
    return this.#call<{ rows: R[]; affectedRows: number }>('query', { sql, params });
  }

  /** Runs several statements on the simple protocol (migrations), like PGlite's exec(). */
  exec(sql: string) {
    return this.#call<{ rows: unknown[]; affectedRows?: number }[]>('exec', { sql });
  }

  /** A tarball of the data directory, like PGlite's dumpDataDir(). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>('dump', { compression })]);
  }

  close(): Promise<void> {
    this.#closed ??= (async () => {
      if (!this.#failure) await this.#call('close');
      await this.#worker.terminate();
    })();
    return this.#closed;
  }
}

/** The worker's error as an Error carrying PostgreSQL's fields (`code`, `constraint`…). */
function databaseErrorOf(e: { name: string; message: string; [field: string]: unknown }): Error {
  const { name, message, ...fields } = e;
  const err = Object.assign(new Error(message), fields);
  err.name = name;
  return err;
}

class PGliteWorkerConnection implements DatabaseConnection {
  constructor(
    readonly client: PGliteWorkerClient,
    readonly session: PGliteSession,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Sent at once when nothing holds the session: no await in between, so the order stays.
    const wait = this.session.turnOf(this);
    if (wait) await wait;
    const r = await this.client.query<R>(compiled.sql, compiled.parameters);
    return r.affectedRows
      ? { numAffectedRows: BigInt(r.affectedRows), rows: r.rows }
      : { rows: r.rows };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number) {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0)
      throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/**
 * PGlite is one session. A transaction takes it for itself from BEGIN until its connection is
 * released: statements of other connections wait (in order) and never run inside it, as with
 * kysely-pglite-dialect. Outside transactions, statements go to the worker as they come and
 * run there in that order, so the worker does not sit idle between one request's statement
 * and the next's while the event loop gets to them.
 */
class PGliteSession {
  #holder: PGliteWorkerConnection | null = null;
  readonly #waiting: { conn: PGliteWorkerConnection; take: boolean; go(): void }[] = [];

  /** Resolves when `conn` may send a statement. */
  turnOf(conn: PGliteWorkerConnection): Promise<void> | undefined {
    if (this.#holder === null || this.#holder === conn) return;
    return new Promise((go) => this.#waiting.push({ conn, take: false, go }));
  }

  /** Resolves when `conn` holds the session (its transaction begins). */
  async take(conn: PGliteWorkerConnection): Promise<void> {
    if (this.#holder === conn) return;
    if (this.#holder !== null)
      await new Promise<void>((go) => this.#waiting.push({ conn, take: true, go }));
    else this.#holder = conn;
  }

  /** `conn` is released: the waiting statements go, in order, up to the next transaction. */
  release(conn: PGliteWorkerConnection) {
    if (this.#holder !== conn) return;
    this.#holder = null;
    while (this.#waiting.length) {
      const next = this.#waiting.shift()!;
      if (next.take) {
        this.#holder = next.conn;
        next.go();
        return;
      }
      next.go();
    }
  }
}

class PGliteWorkerDriver implements Driver {
  readonly #session = new PGliteSession();

  constructor(readonly client: PGliteWorkerClient) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteWorkerConnection(this.client, this.#session);
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    this.#session.release(conn as PGliteWorkerConnection);
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    await this.#session.take(conn as PGliteWorkerConnection);
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
    await this.client.close();
  }
}

/** A Kysely dialect for PGlite running in a worker thread. */
export class PGliteWorkerDialect implements Dialect {
  constructor(readonly client: PGliteWorkerClient) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteWorkerDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any>.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
