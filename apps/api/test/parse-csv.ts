import { parse } from 'csv-parse/sync';

/** A CSV answer or file as rows of fields (csv-parse: quotes, CRLF, the byte-order mark). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}
