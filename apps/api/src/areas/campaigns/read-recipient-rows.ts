import {
  email as emailSchema,
  RECIPIENT_UPLOAD_LIMITS,
  safeParse,
} from '@plaudit/api-client/schemas';
import { parse } from 'csv-parse/sync';

export type RecipientRow = {
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  custom_attributes: Record<string, string>;
};
export type FailedRow = { line: number; reason: string; cells: Record<string, string> };

const emailOk = emailSchema();
/** A phone number as E.164: spaces, dashes, dots and brackets dropped, a + kept. */
export function normalPhone(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  return /^\+?[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * Reads a recipients CSV: a header row (`email`, `phone`, `first_name`, `last_name`, then
 * custom attributes), one recipient a row. An e-mail campaign needs an e-mail address in every
 * row, a text-message one a phone number. Every row that cannot be a recipient is returned with
 * its line and reason, never dropped; a file that cannot be read at all throws an Error for a
 * person.
 */
export function readRecipientRows(
  text: string,
  requestType: 'email' | 'sms',
): {
  rows: (RecipientRow & { line: number; cells: Record<string, string> })[];
  failed: FailedRow[];
} {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    throw new Error('The file is not a readable CSV. Start from the recipient template.');
  }
  const [header, ...data] = records;
  if (!header) throw new Error('The file is empty.');
  const headers = header.map((h) => h.toLowerCase().replace(/\s+/g, '_'));
  const needed = requestType === 'email' ? 'email' : 'phone';
  if (!headers.includes(needed))
    throw new Error(`The file has no ${needed} column. Start from the recipient template.`);
  if (data.length === 0) throw new Error('The file has no recipients below its header row.');
  if (data.length > RECIPIENT_UPLOAD_LIMITS.maxRows)
    throw new Error(
      `The file has ${data.length.toLocaleString('en-US')} rows; at most ${RECIPIENT_UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} can be uploaded at once.`,
    );
  const custom = headers.filter((h) => !['email', 'phone', 'first_name', 'last_name'].includes(h));
  if (custom.length > RECIPIENT_UPLOAD_LIMITS.maxCustomAttributes)
    throw new Error(
      `The file has ${custom.length} custom columns; at most ${RECIPIENT_UPLOAD_LIMITS.maxCustomAttributes} are kept.`,
    );
  const rows: (RecipientRow & { line: number; cells: Record<string, string> })[] = [];
  const failed: FailedRow[] = [];
  for (const [i, values] of data.entries()) {
    const line = i + 2;
    const cells = Object.fromEntries(headers.map((h, j) => [h, values[j] ?? '']));
    const rawEmail = cells.email?.trim() ?? '';
    const rawPhone = cells.phone?.trim() ?? '';
    const email = rawEmail ? rawEmail.toLowerCase() : null;
    const fail = (reason: string) => failed.push({ line, reason, cells });
    if (email && !safeParse(emailOk, email).ok) {
      fail('The e-mail address is not valid.');
      continue;
    }
    const phone = rawPhone ? normalPhone(rawPhone) : null;
    const problem =
      rawPhone && !phone
        ? 'The phone number is not valid.'
        : requestType === 'email' && !email
          ? 'The e-mail address is missing.'
          : requestType === 'sms' && !phone
            ? 'The phone number is missing.'
            : null;
    if (problem) {
      fail(problem);
      continue;
    }
    rows.push({
      line,
      cells,
      email,
      phone,
      first_name: clip(cells.first_name, 100),
      last_name: clip(cells.last_name, 100),
      custom_attributes: Object.fromEntries(
        custom.filter((k) => cells[k]).map((k) => [k.slice(0, 50), cells[k]!.slice(0, 500)]),
      ),
    });
  }
  return { rows, failed };
}
