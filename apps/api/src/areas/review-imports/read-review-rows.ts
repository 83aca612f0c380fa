import { createHash } from 'node:crypto';
import { REVIEW_IMPORT_LIMITS, reviewCreateBody, safeParse } from '@plaudit/api-client/schemas';
import { parse } from 'csv-parse/sync';
import type { ReviewArrival } from '../reviews/ingest-review';

/** A spreadsheet row: its cells by lower-case header, and its line number for messages. */
export type SheetRow = { line: number; cells: Record<string, string> };

/**
 * Reads a CSV of reviews: a header row, then one review per row. Headers are matched without
 * regard to case or surrounding spaces; a byte-order mark and blank lines are ignored.
 * Throws an Error with a message for a person when the file as a whole cannot be read.
 */
export function readSheet(text: string): { headers: string[]; rows: SheetRow[] } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    throw new Error(
      `The file is not a readable CSV${err instanceof Error && 'lines' in err ? ` (line ${(err as { lines: number }).lines})` : ''}.`,
    );
  }
  const [header, ...data] = records;
  if (!header) throw new Error('The file is empty.');
  const headers = header.map((h) => h.toLowerCase().replace(/\s+/g, '_'));
  const hasLocation = headers.includes('location') || headers.includes('location_id');
  const hasSource = headers.includes('source') || headers.includes('source_id');
  const missing = [
    ...(hasLocation ? [] : ['location']),
    ...(hasSource ? [] : ['source']),
    ...['rating', 'published_at'].filter((h) => !headers.includes(h)),
  ];
  if (missing.length)
    throw new Error(`The file has no ${missing.join(', ')} column. Start from the template.`);
  if (data.length > REVIEW_IMPORT_LIMITS.maxRows)
    throw new Error(
      `The file has ${data.length} rows; at most ${REVIEW_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported at once.`,
    );
  return {
    headers,
    rows: data.map((cells, i) => ({
      line: i + 2,
      cells: Object.fromEntries(headers.map((h, j) => [h, cells[j] ?? ''])),
    })),
  };
}

export type Lookup = {
  /** Location id by lower-case name (and by id as text). */
  locations: Map<string, number>;
  /** Source id by code (and by id as text). */
  sources: Map<string, number>;
};

/** A row as a review arriving, or the reason it cannot be one. */
export function rowToArrival(
  row: SheetRow,
  lookup: Lookup,
): { ok: true; arrival: ReviewArrival } | { ok: false; error: string } {
  const c = row.cells;
  const locationKey = (c.location_id || c.location || '').trim().toLowerCase();
  const sourceKey = (c.source_id || c.source || '').trim().toLowerCase();
  if (!locationKey) return { ok: false, error: 'location is required' };
  const locationId = lookup.locations.get(locationKey);
  if (!locationId) return { ok: false, error: `Unknown location “${c.location_id || c.location}”` };
  if (!sourceKey) return { ok: false, error: 'source is required' };
  const sourceId = lookup.sources.get(sourceKey);
  if (!sourceId) return { ok: false, error: `Unknown source “${c.source_id || c.source}”` };
  const fields = {
    location_id: locationId,
    source_id: sourceId,
    rating: c.rating === '' || c.rating === undefined ? null : Number(c.rating),
    author_name: c.author_name ?? '',
    published_at: c.published_at ?? '',
    title: c.title ? c.title : null,
    content: c.content ?? '',
    ...(c.url ? { url: c.url } : {}),
  };
  // Without an id of its own, a row is known by what it says: the same row again is the same review.
  const externalId =
    c.external_id ||
    `csv-${createHash('sha256')
      .update(
        JSON.stringify([
          locationId,
          sourceId,
          fields.author_name,
          fields.published_at,
          fields.content,
        ]),
      )
      .digest('hex')
      .slice(0, 32)}`;
  const parsed = safeParse(reviewCreateBody, { ...fields, external_id: externalId });
  if (!parsed.ok) return { ok: false, error: parsed.issues.map((i) => i.message).join('; ') };
  const { account_id: _, ...arrival } = parsed.value;
  return { ok: true, arrival };
}
