import type { ExportableResource, PermissionResource, Schema } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import type { CsvValue } from '../../http/csv';

export type ExportRequest<F> = {
  db: Db;
  accountId: number;
  filters: F;
  resourceId: number | null;
  /** Rows per keyset page; default 2000. */
  chunkSize?: number;
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
  /** Throws an HttpError for filters that parse but make no sense. */
  check?(db: Db, accountId: number, filters: F): void | Promise<void>;
  /** The CSV header; a function when the columns depend on the account (e.g. its settings). */
  header: readonly string[] | ((db: Db, accountId: number) => Promise<readonly string[]>);
  rows(req: ExportRequest<F>): AsyncIterable<CsvValue[][]>;
};

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
