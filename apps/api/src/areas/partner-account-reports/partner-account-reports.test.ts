import type { PartnerAccountReport, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePartnerChildren, type PartnerChildren } from '../../../test/partner-children';
import { makeUser } from '../../../test/partner-fixtures';
import { type ExportTest, json, startExportTest } from '../../../test/run-export';

let t: ExportTest;
let kids: PartnerChildren;
let other: PartnerChildren;
let readOnly: Session;
let childAdmin: Session;

beforeAll(async () => {
  t = await startExportTest();
  kids = await makePartnerChildren(t.api, 'Report');
  other = await makePartnerChildren(t.api, 'Elsewhere');
  readOnly = await makeUser(t.api, { accountId: kids.partner.account_id, userType: 'read_only' });
  childAdmin = t.admin;
});
afterAll(() => t.api.close());

const report = async (query: string, auth: Session = kids.partner) =>
  json<PartnerAccountReport>(
    await t.api.request(`/api/partner_account_reports${query}`, { auth }),
    200,
  );

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /partner_account_reports', () => {
  it('answers every child account with figures computed by hand, and the totals', async () => {
    const r = await report('');
    expect(r.paging).toEqual({ page: 1, per_page: 25, total: 3, total_pages: 1 });
    const [alpha, bravo, charlie] = r.accounts;
    expect(alpha).toMatchObject({
      account_id: kids.alpha,
      status: 'active',
      reviews: 6,
      average_rating: 3,
      response_rate: 0.3333,
      response_time_hours: 3,
      listings_in_sync: 1,
      listings_total: 2,
      listings_in_sync_rate: 0.5,
      integrations_connected: 1,
      integrations_broken: 1,
      integrations_expired: 1,
      integrations_pending: 0,
      integrations_total: 3,
      trial: { in_trial: false, days_left: -1, active: true },
    });
    expect(bravo).toMatchObject({
      account_id: kids.bravo,
      reviews: 2,
      average_rating: 3.5,
      response_rate: 0.5,
      response_time_hours: 10,
      listings_in_sync: 1,
      listings_total: 1,
      listings_in_sync_rate: 1,
      integrations_broken: 1,
      integrations_pending: 1,
      integrations_total: 2,
      trial: { in_trial: true, days_left: 4, active: true },
    });
    expect(charlie).toMatchObject({
      account_id: kids.charlie,
      reviews: 0,
      average_rating: null,
      response_rate: null,
      response_time_hours: null,
      listings_total: 0,
      listings_in_sync_rate: null,
      integrations_total: 0,
      trial: { in_trial: true, days_left: 0, active: false },
    });
    expect(r.totals).toEqual({
      accounts: 3,
      trials: 2,
      active_accounts: 2,
      active_trials: 1, // charlie's trial has ended
      reviews: 8,
      average_rating: 3.14, // 22 / 7
      response_rate: 0.375, // 3 / 8
      response_time_hours: 5.3, // (2 + 4 + 10) / 3
      listings_in_sync: 2,
      listings_total: 3,
      listings_in_sync_rate: 0.6667,
      integrations_connected: 1,
      integrations_broken: 2,
      integrations_expired: 1,
      integrations_pending: 1,
      integrations_total: 5,
    });
  });

  it('narrows the reviews to the period; sorts (empty figures last) and pages', async () => {
    const r = await report(`?start_date=${day(-29)}&end_date=${day(0)}`);
    expect(r.period).toEqual({ start_date: day(-29), end_date: day(0) });
    expect(r.accounts[0]).toMatchObject({ reviews: 5, average_rating: 3.25, response_rate: 0.4 });
    const names = (x: PartnerAccountReport) => x.accounts.map((a) => a.account_id);
    expect(names(await report('?sort[by]=response_time&sort[order]=desc'))).toEqual([
      kids.bravo,
      kids.alpha,
      kids.charlie,
    ]);
    expect(names(await report('?sort[by]=response_time&sort[order]=asc'))).toEqual([
      kids.alpha,
      kids.bravo,
      kids.charlie,
    ]);
    expect(names(await report('?sort[by]=integrations_broken&sort[order]=desc'))).toEqual([
      kids.alpha,
      kids.bravo,
      kids.charlie,
    ]);
    const page2 = await report('?per_page=2&page=2');
    expect(names(page2)).toEqual([kids.charlie]);
    expect(page2.paging).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(page2.totals.accounts).toBe(3);
    expect(names(await report('?keywords=bravo'))).toEqual([kids.bravo]);
  });

  it('answers 400, 403 and 404 per role and tenant', async () => {
    for (const q of [
      '?sort[by]=nope',
      `?start_date=${day(0)}&end_date=${day(-3)}`,
      '?start_date=yesterday',
      '?per_page=1000',
    ]) {
      const res = await t.api.request(`/api/partner_account_reports${q}`, { auth: kids.partner });
      expect(res.status, q).toBe(400);
      expect((await res.json()).error).toBeTruthy();
    }
    // A Read Only partner user reads the report too (account read).
    expect((await report('', readOnly)).accounts).toHaveLength(3);
    // A child account's user: 403.
    const child = await t.api.request('/api/partner_account_reports', { auth: childAdmin });
    expect(child.status).toBe(403);
    // Another partner's id: 404; and another partner's report never shows these accounts.
    const res = await t.api.request(
      `/api/partner_account_reports?account_id=${other.partner.account_id}`,
      { auth: kids.partner },
    );
    expect(res.status).toBe(404);
    const theirs = await report('', other.partner);
    expect(theirs.accounts.map((a) => a.account_id)).toEqual([
      other.alpha,
      other.bravo,
      other.charlie,
    ]);
  });
});

describe('exports mta_accounts and mta_integrations', () => {
  it('exports the report with its totals row', async () => {
    const rows = await t.exportCsv(
      'mta_accounts',
      { from: day(-29), to: day(0), sort: 'x' },
      kids.partner,
    );
    expect(rows[0]!.slice(0, 7)).toEqual([
      'Account ID',
      'Account',
      'Status',
      'Reviews',
      'Average Rating',
      'Response Rate (%)',
      'Response Time (hours)',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      String(kids.alpha),
      'Report Alpha Diner',
      'active',
      '5',
      '3.25',
      '40',
      '3',
      '1',
      '2',
      '50',
      '1',
      '1',
      '1',
      '0',
      'no',
      '',
      'yes',
      day(-29),
      day(0),
    ]);
    expect(rows[2]!.slice(14, 17)).toEqual(['yes', '4', 'yes']);
    expect(rows[3]!.slice(3, 7)).toEqual(['0', '', '', '']);
    expect(rows[4]!.slice(1, 7)).toEqual(['Total (3 accounts)', '', '7', '3.33', '42.9', '5.3']);
  });

  it('exports every child integration with its status and health', async () => {
    const rows = await t.exportCsv('mta_integrations', {}, kids.partner);
    expect(rows[0]).toEqual([
      'Integration ID',
      'Account ID',
      'Account',
      'Integration',
      'Source Code',
      'Status',
      'Health',
      'Token Expires At',
      'Last Synced At',
      'Last Sync Error',
      'Connected At',
    ]);
    const health = rows.slice(1).map((r) => [r[2], r[4], r[5], r[6], r[9]]);
    expect(health).toHaveLength(5);
    expect(health).toEqual(
      expect.arrayContaining([
        ['Report Alpha Diner', 'google', 'active', 'connected', ''],
        ['Report Alpha Diner', 'facebook', 'active', 'expired', ''],
        ['Report Alpha Diner', 'yelp', 'inactive', 'broken', ''],
        ['Report Bravo Bakery', 'google', 'active', 'broken', 'Token revoked'],
        ['Report Bravo Bakery', 'trustpilot', 'access_requested', 'pending', ''],
      ]),
    );
    // Account name order.
    expect(health.slice(0, 3).every((r) => r[0] === 'Report Alpha Diner')).toBe(true);
  });

  it('refuses a child account (403) and filters that make no sense (400)', async () => {
    for (const resource of ['mta_accounts', 'mta_integrations']) {
      const res = await t.api.request(`/api/export_files/${childAdmin.account_id}`, {
        method: 'POST',
        auth: childAdmin,
        json: { resource },
      });
      expect(res.status, resource).toBe(403);
    }
    const bad = await t.api.request(`/api/export_files/${kids.partner.account_id}`, {
      method: 'POST',
      auth: kids.partner,
      json: { resource: 'mta_accounts', filters: { start_date: 'soon' } },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/filters\.start_date/);
  });
});
