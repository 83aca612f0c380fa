import { type CompetitorSources, competitorReportQuery } from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { type CsvValue, csvStream, exportFileName } from '../../http/csv';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, allowAny, guard, scopedAccountId } from '../../http/permissions';
import { input, readId, type Validated } from '../../http/validate';
import { checkExportAllowed } from '../exports/routes';
import {
  COMPETITOR_LOCATIONS_HEADER,
  COMPETITOR_TAGS_HEADER,
  COMPETITOR_TIMESERIES_HEADER,
  competitorLocationLines,
  competitorTagLines,
  competitorTimeseriesLines,
} from './competitors-exports';
import type { CompetitorScope } from './competitors-stats';
import { competitorScope } from './competitors-stats';

/** One CSV download of the competitor reports' filters (competitor read, export create). */
async function competitorCsv(
  c: Context<AppEnv, string, Validated<'query', typeof competitorReportQuery>>,
  header: readonly string[],
  lines: (db: import('../../db/open-database').Db, scope: CompetitorScope) => Promise<CsvValue[][]>,
) {
  const auth = c.var.auth;
  const q = c.req.valid('query');
  const accountId = scopedAccountId(auth, q.account_id);
  const { db } = c.var.deps;
  const scope = await competitorScope(db, accountId, q);
  const rows = await lines(db, scope);
  const stream = await csvStream(
    header,
    (async function* () {
      if (rows.length) yield rows;
    })(),
  );
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${exportFileName()}"`,
    'cache-control': 'private, no-store',
  });
}

const csvGuards = [allow('competitor', 'read'), guard(checkExportAllowed)] as const;

/**
 * /export/csv/intel/locations and /export/csv/intel/locations/timeseries
 * (spec 1 section 7): blob downloads of the competitor locations report, the
 * rows and columns of competitors-exports.ts.
 */
export function competitorCsvRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/intel/locations',
    describeRoute({
      answer: 'csv',
      summary:
        'Each location with competitors beside its competitors: rating, volume, response rate, sentiment, rank',
    }),
    ...csvGuards,
    input('query', competitorReportQuery),
    (c) => competitorCsv(c, COMPETITOR_LOCATIONS_HEADER, competitorLocationLines),
  );

  app.get(
    '/intel/locations/timeseries',
    describeRoute({
      answer: 'csv',
      summary: 'Per location and month: my average rating and reviews against the competitors',
    }),
    ...csvGuards,
    input('query', competitorReportQuery),
    (c) => competitorCsv(c, COMPETITOR_TIMESERIES_HEADER, competitorTimeseriesLines),
  );

  return app;
}

/**
 * /intel: the experience categories CSV of the competitor locations
 * (/intel/locations/tags_overview/export) and the sources the account's
 * competitor reviews come from (/intel/accounts/{account_id}/sources; the
 * source filter of the competitor exports, so competitor read or preview).
 */
export function competitorIntelRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/locations/tags_overview/export',
    describeRoute({
      answer: 'csv',
      summary:
        'Per location and experience category: mentions and positive share, mine and the competitors',
    }),
    ...csvGuards,
    input('query', competitorReportQuery),
    (c) => competitorCsv(c, COMPETITOR_TAGS_HEADER, competitorTagLines),
  );

  app.get(
    '/accounts/:account_id/sources',
    describeRoute({ returns: 'CompetitorSources' }),
    allowAny('competitor', 'read', 'preview'),
    async (c) => {
      const accountId = scopedAccountId(c.var.auth, readId(c, 'account_id'));
      const { rows } = await sql<{ id: number; code: string; name: string; icon_url: string }>`
        SELECT s.id, s.code, s.name, s.icon_url FROM sources s
        WHERE s.id IN (SELECT DISTINCT source_id FROM competitor_reviews WHERE account_id = ${accountId})
        ORDER BY s.ordinal, s.name`.execute(c.var.deps.db);
      const body: CompetitorSources = {
        _embedded: { sources: rows.map((s) => ({ ...s, rtx_source_id: String(s.id) })) },
      };
      return c.json(body);
    },
  );

  return app;
}
