import type { ExportableResource, PermissionResource, Schema } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { AuthContext } from '../../http/context';
import type { CsvBatch } from '../../http/csv';

export type ExportRequest<F> = {
  db: Db;
  accountId: number;
  filters: F;
  resourceId: number | null;
  /** Rows per keyset page or cursor read; each exporter has its default. */
  chunkSize?: number | undefined;
  /**
   * True when the database streams results through a server-side cursor (PostgreSQL):
   * an exporter may then read one query in batches instead of keyset pages.
   */
  cursor?: boolean | undefined;
};

/**
 * How one resource becomes CSV. `filters` is the resource's list-filter
 * schema (unknown keys are dropped: the per-type stripping); `rows` yields one
 * page at a time from a keyset query using the list endpoint's own filters.
 */
export type Exporter<F = unknown> = {
  /** The permission that reading the resource needs (besides export create). */
  permission: PermissionResource;
  /** Renames and drops raw filter keys before validation. */
  normalize?(raw: Record<string, unknown>): Record<string, unknown>;
  filters: Schema<F>;
  /**
   * Throws an HttpError for filters that parse but make no sense. `auth` (the requesting
   * user) is given when a user asks for the export or schedules it.
   */
  check?(db: Db, accountId: number, filters: F, auth?: AuthContext): void | Promise<void>;
  /** The CSV header; a function when the columns depend on the account (e.g. its settings). */
  header: readonly string[] | ((db: Db, accountId: number) => Promise<readonly string[]>);
  rows(req: ExportRequest<F>): AsyncIterable<CsvBatch>;
  /**
   * A file that is not a CSV (a visual report's PDF or PNG): when set, the export is this file
   * (null: no data) and `header` / `rows` are not used.
   */
  file?(
    req: ExportRequest<F>,
  ): Promise<{ bytes: Uint8Array; ext: ExportFileExt; stem?: string } | null>;
};

/** The kinds of export file, by extension. */
export const EXPORT_FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
} as const;
export type ExportFileExt = keyof typeof EXPORT_FILE_TYPES;

/** The extension of a stored export file (csv unless it names another kind). */
export const extOfPath = (path: string): ExportFileExt => {
  const ext = path.slice(path.lastIndexOf('.') + 1);
  return ext in EXPORT_FILE_TYPES ? (ext as ExportFileExt) : 'csv';
};

/**
 * A safe file-name stem from a user's text: lower-case ASCII letters and digits joined by single
 * hyphens (accents dropped, everything else a separator), at most 60 characters; '' if nothing
 * is left.
 */
export function fileStem(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/**
 * The name a stored export file is downloaded and mailed under: `{stem}-{date}.{ext}` when the
 * exporter named it (a visual report's PDF or PNG is named after the report; the stem is kept in
 * the storage key as `….{stem}.{ext}`), else the spec's `export-{date}.{ext}`.
 */
export function exportFileNameOf(path: string, date: Date): string {
  const ext = extOfPath(path);
  const parts = path.slice(path.lastIndexOf('/') + 1).split('.');
  const stem =
    parts.length === 3 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(parts[1]!) ? parts[1] : 'export';
  return `${stem}-${date.toISOString().slice(0, 10)}.${ext}`;
}

const exporters = new Map<string, Exporter<never>>();

/** Registers the CSV generator of an exportable resource (areas call this as they land). */
export function registerExporter<F>(resource: ExportableResource, exporter: Exporter<F>): void {
  exporters.set(resource, exporter as unknown as Exporter<never>);
}

export function getExporter(resource: string): Exporter<unknown> | undefined {
  return exporters.get(resource) as Exporter<unknown> | undefined;
}

/** The exporter's CSV header for the account. */
export async function headerOf(
  exporter: Pick<Exporter<unknown>, 'header'>,
  db: Db,
  accountId: number,
): Promise<readonly string[]> {
  return typeof exporter.header === 'function'
    ? await exporter.header(db, accountId)
    : exporter.header;
}
