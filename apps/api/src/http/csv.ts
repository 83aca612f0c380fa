import { Readable } from 'node:stream';
import { CSV_OPTIONS } from '@plaudit/api-client';
import { stringify } from 'csv-stringify/sync';
import { CsvText } from '../db/copy-csv';

/** Rows COPY already wrote as CSV (db/copy-csv makes them); here with the other CSV pieces. */
export { CsvText };

export type CsvValue = string | number | boolean | null | undefined | Date;

/** A batch of rows: cells to stringify, or lines already written. */
export type CsvBatch = CsvValue[][] | CsvText;

/** The policy's options for chunks after the first: the byte-order mark starts the file only. */
const CHUNK_OPTIONS = { ...CSV_OPTIONS, bom: false };
const BOM = '\uFEFF';

/** Rows as CSV text under the shared policy (`CSV_OPTIONS` of @plaudit/api-client). */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.length ? stringify(rows as CsvValue[][], CHUNK_OPTIONS) : '';

/** A batch's CSV text (or its bytes when the database wrote them). */
const batchText = (batch: CsvBatch): string | Uint8Array =>
  batch instanceof CsvText ? batch.text : csvLines(batch);

/** A batch's CSV as bytes. */
const batchBytes = (batch: CsvBatch): Uint8Array => {
  const t = batchText(batch);
  return typeof t === 'string' ? Buffer.from(t, 'utf8') : t;
};

/** The download file name of spec 1 section 8: export-{YYYY-MM-DD}.csv. */
export const exportFileName = (date = new Date(), ext = 'csv') =>
  `export-${date.toISOString().slice(0, 10)}.${ext}`;

/**
 * The CSV of `header` and the batches as a Node stream (byte-order mark first), one
 * chunk of text per batch (`csvLines`, the policy's synchronous stringifier), pulled
 * as the reader takes it: the next batch is read only when the stream wants more, so
 * at most one batch and one chunk are in memory whatever the size (a per-row
 * streaming stringifier cost a million stream writes, and their garbage, per million
 * rows). Null when there are no rows (nothing is written). `rows()` counts the rows
 * handed to the stream so far. A failing batch or `signal` destroys the stream with
 * that error, so the reader (a file or an upload) fails too.
 */
export async function csvReadable(
  header: readonly string[],
  chunks: AsyncIterable<CsvBatch>,
  signal?: AbortSignal,
): Promise<{ stream: Readable; rows(): number } | null> {
  const it = chunks[Symbol.asyncIterator]();
  let first = await it.next();
  while (!first.done && first.value.length === 0) first = await it.next();
  if (first.done) return null;
  let rows = first.value.length;
  let pending: Uint8Array | null = Buffer.concat([
    Buffer.from(BOM + csvLines([header]), 'utf8'),
    batchBytes(first.value),
  ]);
  const stream = new Readable({
    // One batch's text (a few MB) is the buffer: no read-ahead beyond it.
    highWaterMark: 64 * 1024,
    read() {
      if (pending !== null) {
        const bytes = pending;
        pending = null;
        this.push(bytes);
        return;
      }
      const pull = (): Promise<void> =>
        it.next().then((next) => {
          if (this.destroyed) return;
          signal?.throwIfAborted();
          if (next.done) return void this.push(null);
          if (next.value.length === 0) return pull();
          rows += next.value.length;
          this.push(batchBytes(next.value));
        });
      pull().catch((err: Error) => this.destroy(err));
    },
    destroy(err, cb) {
      // A reader that gave up (or an error) closes the batches (a cursor, a connection).
      Promise.resolve(it.return?.()).then(
        () => cb(err),
        () => cb(err),
      );
    },
  });
  return { stream, rows: () => rows };
}

/**
 * The same rows as a web stream (blob downloads), pulled one chunk at a time.
 * The first chunk is read before the stream is returned, so a query that fails
 * fails before the answer's status and headers go out (an error answer, not a
 * 200 whose body breaks off).
 */
export async function csvStream(
  header: readonly string[],
  chunks: AsyncIterable<CsvBatch>,
): Promise<ReadableStream<Uint8Array>> {
  const it = chunks[Symbol.asyncIterator]();
  const first = await it.next();
  let pending: Uint8Array | null = Buffer.concat([
    Buffer.from(BOM + csvLines([header]), 'utf8'),
    ...(first.done ? [] : [batchBytes(first.value)]),
  ]);
  let done = first.done === true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(pending);
        pending = null;
        return;
      }
      if (done) return controller.close();
      try {
        const next = await it.next();
        if (next.done) {
          done = true;
          return controller.close();
        }
        controller.enqueue(batchBytes(next.value));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await it.return?.();
    },
  });
}

/** The headers of a CSV download named `name` (a private answer, not cached). */
export const csvAttachment = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});
