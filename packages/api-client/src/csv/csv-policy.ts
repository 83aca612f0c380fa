/**
 * How Plaudit writes CSV, everywhere (the API's exports and report CSVs, the
 * console's downloads): UTF-8 with a byte-order mark so spreadsheet programs
 * read accents, CRLF line ends (RFC 4180), fields quoted only when they hold a
 * comma, quote or line break, dates as ISO 8601, and text a spreadsheet would
 * run as a formula (=, +, -, @, tab or CR first) prefixed with a single quote.
 * `CSV_OPTIONS` is csv-stringify's options object.
 */

/** Text that would start a spreadsheet formula gets a leading single quote. */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  // A lone LF or CR inside a field is quoted too (csv-stringify only looks for CRLF).
  quoted_match: /[\r\n]/,
  cast: {
    string: neutralizeFormula,
    date: (value: Date) => value.toISOString(),
    boolean: (value: boolean) => String(value),
  },
} as const;
