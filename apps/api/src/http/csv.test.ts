import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/parse-csv';
import { CsvText, csvLines, csvReadable, csvStream } from './csv';

const tricky = [
  'plain',
  'a,b',
  'say "hi"',
  'line\nbreak',
  'cr\ronly',
  '=SUM(A1:A9)',
  '+1',
  '-2',
  '@cmd',
  'née',
];

describe('the CSV policy', () => {
  it('quotes what needs quoting, neutralises formulas and ends lines with CRLF', () => {
    const text = csvLines([tricky, [1, true, null, undefined, new Date(0)]]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"line\nbreak"');
    expect(text).toContain('"cr\ronly"');
    expect(parseCsv(text)).toEqual([
      tricky.map((s) => (/^[=+\-@]/.test(s) ? `'${s}` : s)),
      ['1', 'true', '', '', '1970-01-01T00:00:00.000Z'],
    ]);
  });

  it('starts a streamed file with a byte-order mark and the header, then every chunk', async () => {
    async function* chunks() {
      yield [['a', 1]];
      yield [['b', 2]];
    }
    const bytes = Buffer.from(
      await new Response(await csvStream(['Name', 'Count'], chunks())).arrayBuffer(),
    );
    // Decoding as text would drop the mark, so read the bytes: EF BB BF, then the header.
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.toString('utf8');
    expect(text.slice(1).startsWith('Name,Count\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['Name', 'Count'],
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('reads the next batch only when the file wants more, and takes lines already written', async () => {
    let read = 0;
    async function* chunks() {
      for (let i = 0; i < 50; i++) {
        read++;
        yield i % 2 ? new CsvText(`"x,${i}",${i}\r\n`, 1) : [[`x,${i}`, i]];
      }
    }
    const csv = (await csvReadable(['Name', 'Count'], chunks()))!;
    await new Promise((r) => setTimeout(r, 20));
    // Nothing read ahead: only the first batch (needed to know the file is not empty).
    expect(read).toBe(1);
    const parts: Buffer[] = [];
    for await (const part of csv.stream) parts.push(part as Buffer);
    const text = Buffer.concat(parts).toString('utf8');
    expect(read).toBe(50);
    expect(csv.rows()).toBe(50);
    expect(text).toBe(
      `\uFEFFName,Count\r\n${csvLines(Array.from({ length: 50 }, (_, i) => [`x,${i}`, i]))}`,
    );
  });
});
