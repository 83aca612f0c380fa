import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Rows the database already wrote as CSV under the same policy (each line ends with
 * CRLF): text, or UTF-8 bytes as they came (COPY); `length` is the number of rows, as
 * for an array of rows.
 */
export class CsvText {
  constructor(
    readonly text: string | Uint8Array,
    readonly length: number,
  ) {}
}

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
/** About this many bytes per batch handed on (the last one may be smaller). */
export const BATCH_BYTES = 1024 * 1024;

/**
 * A query with its parameters written in as literals: COPY takes no bind parameters.
 * Each value becomes a quoted literal of unknown type, as pg sends a parameter (text, type
 * left to the server): strings and numbers as their text, dates as ISO 8601, arrays as
 * PostgreSQL array literals.
 */
export function inlineParameters(query: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'string') return pg.escapeLiteral(v);
    if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
      return pg.escapeLiteral(String(v));
    if (v instanceof Date) return pg.escapeLiteral(v.toISOString());
    if (Array.isArray(v)) return pg.escapeLiteral(arrayText(v));
    throw new Error(`COPY cannot take a parameter of type ${typeof v}`);
  };
  const arrayText = (items: unknown[]): string =>
    `{${items
      .map((i) =>
        i === null || i === undefined
          ? 'NULL'
          : Array.isArray(i)
            ? arrayText(i)
            : `"${(i instanceof Date ? i.toISOString() : String(i)).replace(/[\\"]/g, '\\$&')}"`,
      )
      .join(',')}}`;
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= query.parameters.length) throw new Error(`no parameter $${n}`);
    return literal(query.parameters[i]);
  });
}

/**
 * PostgreSQL's CSV (COPY ... FORMAT csv) ends each record with LF; the shared CSV policy
 * ends them with CRLF, and keeps line breaks inside quoted fields as they are. This turns
 * each record's LF (one outside quotes) into CRLF, chunk after chunk (the quote state
 * carries over), and cuts the output at the last record end: `rows` whole records,
 * the rest held for the next chunk.
 */
export class CsvRecordEnds {
  private quoted = false;
  private held: Buffer = Buffer.alloc(0);

  /** The whole records completed by `chunk` (with what was held), CRLF-terminated. */
  push(chunk: Buffer): { bytes: Buffer; rows: number } {
    const ends: number[] = [];
    const n = chunk.length;
    let pos = 0;
    // Next LF and quote at or after pos (n: none); memchr-speed scans, not a loop per byte.
    let lf = -1;
    let quote = -1;
    while (pos < n) {
      if (this.quoted) {
        // Inside quotes only a quote matters ("" is a quote closed and opened again).
        const q = chunk.indexOf(QUOTE, pos);
        if (q < 0) break;
        this.quoted = false;
        pos = q + 1;
        continue;
      }
      if (lf < pos) lf = chunk.indexOf(LF, pos) >>> 0;
      if (quote < pos) quote = chunk.indexOf(QUOTE, pos) >>> 0;
      if (quote < lf && quote < n) {
        this.quoted = true;
        pos = quote + 1;
      } else if (lf < n) {
        ends.push(lf);
        pos = lf + 1;
      } else break;
    }
    if (ends.length === 0) {
      this.held = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
      return { bytes: Buffer.alloc(0), rows: 0 };
    }
    const last = ends[ends.length - 1]!;
    const out = Buffer.allocUnsafe(this.held.length + last + 1 + ends.length);
    let at = this.held.copy(out, 0);
    let from = 0;
    for (const e of ends) {
      at += chunk.copy(out, at, from, e);
      out[at++] = CR;
      out[at++] = LF;
      from = e + 1;
    }
    this.held = chunk.subarray(last + 1);
    return { bytes: out, rows: ends.length };
  }

  /** Bytes after the last record end (PostgreSQL ends every record: none). */
  rest(): Buffer {
    return this.held;
  }
}

/**
 * The rows of `query` as CSV bytes under the shared policy's line ends, through
 * `COPY (query) TO STDOUT WITH (FORMAT csv)` (pg-copy-streams) on a connection of `pool`:
 * no per-row protocol messages to parse, no cursor round trips, and the server may run the
 * query with parallel workers (a cursor cannot). Each batch is whole records (about
 * `BATCH_BYTES`); the socket is read only as fast as the batches are taken, so memory stays
 * flat. The query's cells must
 * be what the CSV should hold: COPY quotes a cell holding a comma, quote, CR or LF (as the
 * policy does), writes NULL as an empty cell and an empty string as "" (so map '' to NULL).
 * A consumer that stops early, or an error, closes the connection (it is mid-COPY).
 */
export async function* copyCsv(
  pool: pg.Pool,
  query: Pick<CompiledQuery, 'sql' | 'parameters'>,
): AsyncGenerator<CsvText> {
  const client = await pool.connect();
  let done = false;
  let failure: Error | undefined;
  const stream = client.query(
    copyTo(`COPY (${inlineParameters(query)}) TO STDOUT WITH (FORMAT csv)`),
  );
  try {
    const ends = new CsvRecordEnds();
    // Socket reads are ~64 KB: gathered into batches of about BATCH_BYTES, so the
    // reader (a file, an upload) gets a few hundred writes per 100 MB, not thousands.
    let parts: Buffer[] = [];
    let size = 0;
    let rows = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const out = ends.push(chunk);
      if (!out.rows) continue;
      parts.push(out.bytes);
      size += out.bytes.length;
      rows += out.rows;
      if (size >= BATCH_BYTES) {
        yield new CsvText(Buffer.concat(parts, size), rows);
        parts = [];
        size = 0;
        rows = 0;
      }
    }
    if (rows) yield new CsvText(Buffer.concat(parts, size), rows);
    const rest = ends.rest();
    if (rest.length) throw new Error('COPY ended inside a record');
    done = true;
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    if (!done) stream.destroy();
    // A COPY cut short leaves the connection mid-copy: close it rather than reuse it.
    client.release(done ? undefined : (failure ?? true));
  }
}
