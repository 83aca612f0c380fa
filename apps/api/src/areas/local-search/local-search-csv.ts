import { localSearchAccountQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { csvAttachment, csvLines } from '../../http/csv';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { latestScans, serializeScan } from './local-search-report';
import { findLocation } from './routes';

const fixed = (n: number | null, digits: number) => (n == null ? '' : n.toFixed(digits));

/**
 * GET /export/csv/local_search/average_search_zones: the "local search average
 * search zones" CSV of spec 1 — one row per tracked keyword with its latest
 * scan's grid and figures (optionally one location).
 */
export function localSearchCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());
  app.get(
    '/average_search_zones',
    describeRoute({
      answer: 'csv',
      summary: 'Local search average search zones: each keyword’s latest scan',
    }),
    allow('local_search', 'read'),
    input('query', localSearchAccountQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      if (q.location_id !== undefined) await findLocation(db, accountId, q.location_id);
      const rows = await latestScans(db, accountId, q.location_id).execute();
      rows.sort(
        (a, b) =>
          a.location_name.localeCompare(b.location_name) || a.keyword.localeCompare(b.keyword),
      );
      const header = [
        'Location',
        'Keyword',
        'Scanned at',
        'Grid',
        'Radius',
        'Average rank',
        'Points in top 3',
        'Top 3 share (%)',
        'Points in top 10',
        'Top 10 share (%)',
        'Points ranked',
        'Points',
      ];
      const body = rows.map((s) => {
        const scan = serializeScan(s);
        return [
          s.location_name,
          s.keyword,
          scan.finished_at ?? '',
          `${s.grid_size}x${s.grid_size}`,
          `${s.radius} ${s.radius_unit}`,
          fixed(s.average_rank, 2),
          s.points_top3 ?? '',
          scan.top3_share == null ? '' : fixed(scan.top3_share * 100, 1),
          s.points_top10 ?? '',
          scan.top10_share == null ? '' : fixed(scan.top10_share * 100, 1),
          s.points_found ?? '',
          s.points ?? '',
        ];
      });
      return c.body(
        `\uFEFF${csvLines([header, ...body])}`,
        200,
        csvAttachment('local-search-average-search-zones.csv'),
      );
    },
  );
  return app;
}
