import {
  type Infer,
  id,
  object,
  oneOf,
  optional,
  string,
  VISUAL_REPORT_FILE_TYPES,
} from '@plaudit/api-client/schemas';
import { notFound } from '../../http/errors';
import { registerExporter } from '../exports/registry';
import { renderReportFile } from './render-file';
import { reportRange, visualReportData } from './report-data';
import { findReport, toRow } from './serialize';

/**
 * The visual_report export: the report as one PDF or PNG (filters.file_type), for POST
 * /export_files and scheduled exports. filters.report_id names the report (the console also
 * sends it as resource_id). A scheduled send's range (published_after / published_before)
 * or the filter bar's from / to override the report's saved preset.
 */
export const visualReportExportFilters = object({
  report_id: id(),
  file_type: optional(oneOf(VISUAL_REPORT_FILE_TYPES), 'pdf'),
  published_after: optional(string({ max: 40 })),
  published_before: optional(string({ max: 40 })),
});
export type VisualReportExportFilters = Infer<typeof visualReportExportFilters>;

registerExporter<VisualReportExportFilters>('visual_report', {
  permission: 'visual_report',
  normalize(raw) {
    const out: Record<string, unknown> = { ...raw };
    if (out.report_id === undefined && raw.resource_id !== undefined)
      out.report_id = raw.resource_id;
    if (out.published_after === undefined && typeof raw.from === 'string')
      out.published_after = raw.from;
    if (out.published_before === undefined && typeof raw.to === 'string')
      out.published_before = raw.to;
    return out;
  },
  filters: visualReportExportFilters,
  async check(db, accountId, filters, auth) {
    if (auth) {
      await findReport(db, auth, accountId, filters.report_id);
      return;
    }
    const found = await db
      .selectFrom('visual_reports')
      .select('id')
      .where('id', '=', filters.report_id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!found) throw notFound('Visual report');
  },
  header: [],
  // The report is a file, not CSV rows.
  async *rows() {},
  async file({ db, accountId, filters }) {
    const row = await db
      .selectFrom('visual_reports')
      .selectAll()
      .where('id', '=', filters.report_id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    // The report was deleted after the export was asked for: nothing to send.
    if (!row) return null;
    const report = toRow(row);
    const range = reportRange(report, {
      from: filters.published_after?.slice(0, 10),
      to: filters.published_before?.slice(0, 10),
    });
    const data = await visualReportData(db, accountId, report, range);
    // Branded as the account sees the console: a partner's client under its partner's brand.
    const account = await db
      .selectFrom('accounts as a')
      .leftJoin('whitelabels as w', 'w.id', 'a.whitelabel_id')
      .select(['a.name', 'w.name as brand', 'w.navigation_background_color as color'])
      .where('a.id', '=', accountId)
      .executeTakeFirst();
    const brand = account
      ? { account: account.name, by: account.brand ?? 'Plaudit', color: account.color ?? null }
      : undefined;
    // Downloaded and mailed as `{report name}-{date}.pdf` (CSV exports keep `export-{date}.csv`).
    return {
      bytes: await renderReportFile(data, filters.file_type, brand),
      ext: filters.file_type,
      stem: report.name,
    };
  },
});
