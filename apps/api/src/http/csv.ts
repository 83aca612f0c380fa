import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CSV_OPTIONS } from '@plaudit/api-client';
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
 * Writes a CSV file chunk by chunk (each chunk one page of a keyset query),
 * honouring the stream's backpressure, so memory stays flat whatever the size.
 * Written to a temporary name and renamed when complete.
 */
export async function writeCsvFile(
  path: string,
  header: readonly string[],
  chunks: AsyncIterable<CsvValue[][]>,
  signal?: AbortSignal,
): Promise<{ rows: number; bytes: number }> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.part`;
  const out = createWriteStream(tmp);
  let rows = 0;
  try {
    out.write(BOM + csvLines([header]));
    for await (const chunk of chunks) {
      signal?.throwIfAborted();
      const text = csvLines(chunk);
      rows += chunk.length;
      if (!out.write(text)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    await rename(tmp, path);
    return { rows, bytes: out.bytesWritten };
  } catch (err) {
    out.destroy();
    await rm(tmp, { force: true });
    throw err;
  }
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
