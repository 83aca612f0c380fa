// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs every
// statement synchronously on the thread that owns it, so it lives here, off the server's event
// loop. apps/api/src/db/pglite-worker-driver.ts is the other side: it sends one message per
// statement and gets rows (structured-cloned: Dates, Uint8Arrays and numbers survive) or the
// PostgreSQL error's fields back. Plain JavaScript so that it loads without a TypeScript loader
// (tsx, vitest and plain node alike).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// The same parsers as the in-thread PGlite (open-database.ts): DATE stays 'YYYY-MM-DD',
// INT8 and NUMERIC become numbers.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** The fields of a PostgreSQL error worth carrying over (code first: the API reads it). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
];

function errorOf(err) {
  const out = { name: err?.name ?? 'Error', message: String(err?.message ?? err) };
  for (const f of ERROR_FIELDS) if (err?.[f] !== undefined) out[f] = err[f];
  return out;
}

const { dataDir, loadDataDir } = workerData;
let pglite;
try {
  pglite = await PGlite.create({
    dataDir,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    parsers: {
      [DATE_OID]: (v) => v,
      [INT8_OID]: (v) => Number(v),
      [NUMERIC_OID]: (v) => Number(v),
    },
  });
} catch (err) {
  parentPort.postMessage({ id: 0, ok: false, error: errorOf(err) });
  process.exit(1);
}

const ops = {
  async query({ sql, params }) {
    const r = await pglite.query(sql, params);
    return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
  },
  async exec({ sql }) {
    return (await pglite.exec(sql)).map((r) => ({ rows: r.rows, affectedRows: r.affectedRows }));
  },
  async dump({ compression }) {
    const blob = await pglite.dumpDataDir(compression);
    return await blob.arrayBuffer();
  },
  async close() {
    await pglite.close();
    return true;
  },
};

parentPort.on('message', async (msg) => {
  try {
    const result = await ops[msg.op](msg);
    parentPort.postMessage(
      { id: msg.id, ok: true, result },
      result instanceof ArrayBuffer ? [result] : [],
    );
    if (msg.op === 'close') parentPort.close();
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: errorOf(err) });
  }
});
parentPort.postMessage({ id: 0, ok: true, result: 'ready' });
