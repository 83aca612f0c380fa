import { type PartnerAccountReport, partnerAccountReportQuery } from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { partnerAccountReport, reportPeriod, sortRows } from './report';

/** Only a partner (parent) account has child accounts to report on: 403 for the others. */
export function requirePartner(auth: AuthContext) {
  if (!auth.isParent) throw forbidden('Only partner accounts have child accounts.');
}

/** /partner_account_reports: every child account's figures, sorted and paged, with totals. */
export function partnerAccountReportsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'PartnerAccountReport',
      summary:
        "The partner's child accounts: reviews, rating, response rate and time in the period, listings and integrations health, trial status",
    }),
    allow('account', 'read'),
    guard(requirePartner),
    input('query', partnerAccountReportQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const parentId = scopedAccountId(auth, q.account_id);
      const period = reportPeriod(q.start_date, q.end_date);
      const { rows, totals } = await partnerAccountReport(c.var.deps.db, parentId, period);
      const sorted = sortRows(rows, q.sort?.by ?? 'account_name', q.sort?.order ?? 'asc');
      const k = q.keywords?.trim().toLowerCase();
      const shown = k ? sorted.filter((r) => r.account_name.toLowerCase().includes(k)) : sorted;
      const start = (q.page - 1) * q.per_page;
      const body: PartnerAccountReport = {
        period: { start_date: period.start_date, end_date: period.end_date },
        totals,
        accounts: shown.slice(start, start + q.per_page),
        paging: {
          page: q.page,
          per_page: q.per_page,
          total: shown.length,
          total_pages: Math.max(1, Math.ceil(shown.length / q.per_page)),
        },
      };
      return c.json(body);
    },
  );

  return app;
}
