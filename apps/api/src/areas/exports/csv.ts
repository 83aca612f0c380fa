import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) is
 * prefixed with a single quote.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The download file name of spec 1 section 8: export-{YYYY-MM-DD}.csv. */
export const exportFileName = (date = new Date()) =>
  `export-${date.toISOString().slice(0, 10)}.csv`;

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
    // A BOM so that spreadsheet programs read UTF-8.
    out.write(`\uFEFF${csvLine(header)}`);
    for await (const chunk of chunks) {
      signal?.throwIfAborted();
      let text = '';
      for (const row of chunk) text += csvLine(row);
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
  const toText = (rows: CsvValue[][]) => rows.map(csvLine).join('');
  const first = await it.next();
  let pending: string | null = `\uFEFF${csvLine(header)}${first.done ? '' : toText(first.value)}`;
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
        controller.enqueue(encoder.encode(toText(next.value)));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await it.return?.();
    },
  });
}
