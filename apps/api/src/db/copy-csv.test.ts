import { describe, expect, it } from 'vitest';
import { CsvRecordEnds, inlineParameters } from './copy-csv';

/** COPY's CSV of three records (LF ends), with line breaks and quotes inside fields. */
const copied = '1,"a\nb",x\n2,"say ""hi""\r\n",\n3,"""",""""\n';
const policy = '1,"a\nb",x\r\n2,"say ""hi""\r\n",\r\n3,"""",""""\r\n';

function run(chunks: Buffer[]) {
  const ends = new CsvRecordEnds();
  const out: { text: string; rows: number }[] = [];
  for (const c of chunks) {
    const { bytes, rows } = ends.push(c);
    if (rows) out.push({ text: bytes.toString('utf8'), rows });
    else expect(bytes.length).toBe(0);
  }
  return { out, rest: ends.rest().length };
}

describe('COPY CSV record ends', () => {
  it('turns each record LF into CRLF and keeps line breaks inside quotes', () => {
    const { out, rest } = run([Buffer.from(copied)]);
    expect(out).toEqual([{ text: policy, rows: 3 }]);
    expect(rest).toBe(0);
  });

  it('gives whole records whatever the chunks (split at every byte)', () => {
    const bytes = Buffer.from(copied);
    for (let size = 1; size <= bytes.length; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const { out, rest } = run(chunks);
      expect(out.map((o) => o.text).join('')).toBe(policy);
      expect(out.reduce((n, o) => n + o.rows, 0)).toBe(3);
      // Each batch ends at a record end.
      for (const o of out) expect(o.text.endsWith('\r\n')).toBe(true);
      expect(rest).toBe(0);
    }
  });

  it('holds a record not yet ended', () => {
    const ends = new CsvRecordEnds();
    expect(ends.push(Buffer.from('1,"open\n')).rows).toBe(0);
    expect(ends.rest().toString()).toBe('1,"open\n');
  });
});

describe('COPY query parameters', () => {
  it('writes the parameters in as quoted literals (E-strings for backslashes)', () => {
    expect(
      inlineParameters({
        sql: 'select $1, $2, $3, $10, $4, $5, $6, $7, $8, $9',
        parameters: [
          "it's",
          7,
          null,
          new Date('2026-01-02T03:04:05.006Z'),
          true,
          'back\\slash',
          ['a"b', 2],
          undefined,
          10n,
          'ten',
        ],
      }),
    ).toBe(
      `select 'it''s', '7', NULL, 'ten', '2026-01-02T03:04:05.006Z', 'true',  E'back\\\\slash',  E'{"a\\\\"b","2"}', NULL, '10'`,
    );
    expect(() => inlineParameters({ sql: 'select $2', parameters: [1] })).toThrow('no parameter');
    expect(() => inlineParameters({ sql: 'select $1', parameters: [{}] })).toThrow();
  });
});
