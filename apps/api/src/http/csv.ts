import type { Readable } from 'node:stream';
import { CSV_OPTIONS } from '@plaudit/api-client';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | null | undefined | Date;

/** The policy's options for chunks after the first: the byte-order mark starts the file only. */
const CHUNK_OPTIONS = { ...CSV_OPTIONS, bom: false };
const BOM = '\uFEFF';

/** Rows as CSV text under the shared policy (`CSV_OPTIONS` of @plaudit/api-client). */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.length ? stringify(rows as CsvValue[][], CHUNK_OPTIONS) : '';

/** The download file name of spec 1 section 8: export-{YYYY-MM-DD}.csv. */
export const exportFileName = (date = new Date(), ext = 'csv') =>
  `export-${date.toISOString().slice(0, 10)}.${ext}`;

/**
 * The CSV of `header` and the batches as a Node stream (csv-stringify's streaming
 * stringifier, byte-order mark first), filled one batch at a time as the reader
 * takes it: a full stringifier (backpressure) pauses the batches, so memory stays
 * flat whatever the size. Null when there are no rows (nothing is written).
 * `rows()` counts the rows written so far. A failing batch or `signal` destroys the
 * stream with that error, so the reader (a file or an upload) fails too.
 */
export async function csvReadable(
  header: readonly string[],
  chunks: AsyncIterable<CsvValue[][]>,
  signal?: AbortSignal,
): Promise<{ stream: Readable; rows(): number } | null> {
  const it = chunks[Symbol.asyncIterator]();
  let first = await it.next();
  while (!first.done && first.value.length === 0) first = await it.next();
  if (first.done) return null;
  // Rows wait in the writable side (objects), text in the readable side (bytes): both bounded.
  const out = stringifyStream({
    ...CSV_OPTIONS,
    writableHighWaterMark: 1000,
    readableHighWaterMark: 256 * 1024,
  });
  let rows = 0;
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  const pump = async () => {
    try {
      out.write(header);
      let batch: CsvValue[][] | undefined = first.value;
      while (batch) {
        signal?.throwIfAborted();
        for (const row of batch) {
          if (out.destroyed) return;
          rows++;
          if (!out.write(row)) await drained();
        }
        const next = await it.next();
        batch = next.done ? undefined : next.value;
      }
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    } finally {
      if (out.destroyed) await it.return?.();
    }
  };
  void pump();
  return { stream: out, rows: () => rows };
}

/**
 * The same rows as a web stream (blob downloads), pulled one chunk at a time.
 * The first chunk is read before the stream is returned, so a query that fails
 * fails before the answer's status and headers go out (an error answer, not a
 * 200 whose body breaks off).
 */
export async function csvStream(
  header: readonly string[],
  chunks: AsyncIterable<CsvValue[][]>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const it = chunks[Symbol.asyncIterator]();
  const first = await it.next();
  let pending: string | null = BOM + csvLines([header]) + (first.done ? '' : csvLines(first.value));
  let done = first.done === true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
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
        controller.enqueue(encoder.encode(csvLines(next.value)));
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
