import type { Session, VisualReport, VisualReportData } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/run-export';
import { BLOCKS, RANGE, visualReportsTest } from './visual-reports-test';

/** Visual reports: the figures of every block, sharing, and the answers per role and tenant. */
const t = visualReportsTest();
const { create } = t;

describe('visual reports', () => {
  it('computes every block from the reviews, as the dashboard and location performance do', async () => {
    const r = await create(t.manager, {
      name: 'Quay spring',
      description: 'Spring at the quay',
      date_descriptor: 'twelveMonths',
      location_id: t.locationId,
      blocks: BLOCKS,
    });
    expect(r).toMatchObject({ name: 'Quay spring', sharing: 'private', can_edit: true });
    const data = await json<VisualReportData>(
      await t.api.request(`/api/visual_reports/${r.id}/data${RANGE}`, { auth: t.manager }),
      200,
    );
    expect(data.period).toEqual({ from: '2005-03-01', to: '2005-04-30' });
    expect(data.filters.location).toBe('Blue Fern Bistro - Report Quay');
    const block = (kind: string) => data.blocks.find((b) => b.kind === kind)!;
    // (5 + 3 + 4 + 1) / 4; March (5 + 3) / 2, April (4 + 1) / 2.
    expect(block('rating_over_time').value).toBe(3.25);
    // 61 days: a point per week (Sunday to Saturday); the range cuts the first week only.
    const rating = block('rating_over_time');
    expect(rating.bucket).toBe('week');
    expect(rating.series![0]).toEqual({ date: '2005-02-27', value: null, partial: true });
    expect(rating.series!.at(-1)).toEqual({ date: '2005-04-24', value: null, partial: false });
    expect(rating.series!.filter((p) => p.value !== null)).toEqual([
      { date: '2005-03-06', value: 5, partial: false },
      { date: '2005-03-20', value: 3, partial: false },
      { date: '2005-04-03', value: 4, partial: false },
      { date: '2005-04-10', value: 1, partial: false },
    ]);
    expect(block('volume_over_time').value).toBe(4);
    expect(block('volume_over_time').series!.reduce((n, p) => n + (p.value ?? 0), 0)).toBe(4);
    const seriesOf = async (from: string, to: string) =>
      (
        await json<VisualReportData>(
          await t.api.request(`/api/visual_reports/${r.id}/data?from=${from}&to=${to}`, {
            auth: t.manager,
          }),
          200,
        )
      ).blocks.find((b) => b.kind === 'volume_over_time')!;
    // 30 days: a point per day, none partial (not two months drawn as a climb).
    const month = await seriesOf('2005-04-01', '2005-04-30');
    expect(month.bucket).toBe('day');
    expect(month.series).toHaveLength(30);
    expect(month.series![4]).toEqual({ date: '2005-04-05', value: 1, partial: false });
    // A year: calendar months; a range starting mid-month marks that month partial.
    const year = await seriesOf('2004-05-15', '2005-04-30');
    expect(year.bucket).toBe('month');
    expect(year.series!.map((p) => p.date).slice(0, 2)).toEqual(['2004-05-01', '2004-06-01']);
    expect(year.series![0]!.partial).toBe(true);
    expect(year.series!.slice(1).every((p) => !p.partial)).toBe(true);
    expect(year.series!.slice(-2).map((p) => p.value)).toEqual([2, 2]);
    expect(block('by_source').rows).toEqual([
      expect.objectContaining({ value: 4, count: 4, average_rating: 3.25 }),
    ]);
    expect(block('by_location').rows).toEqual([
      expect.objectContaining({
        label: 'Blue Fern Bistro - Report Quay',
        value: 3.25,
        count: 4,
        positive: 2,
        negative: 1,
      }),
    ]);
    expect(block('by_location').display).toBe('table');
    expect(block('sentiment').value).toBe(50);
    expect(block('sentiment').rows!.map((x) => [x.label, x.value, x.count])).toEqual([
      ['Positive', 50, 2],
      ['Neutral', 25, 1],
      ['Negative', 25, 1],
    ]);
    expect(block('experience_categories').rows!.map((x) => [x.label, x.value, x.count])).toEqual([
      ['Food', 50, 2],
      ['Service', 50, 2],
    ]);
    // Two of four reviews completed; answered after 2 and 1 days.
    expect(block('response_rate').value).toBe(50);
    expect(block('response_time').value).toBe(1.5);
    expect(block('response_time').unit).toBe('days');
  });

  it('shares a report privately, with chosen users or with everyone; only its creator and admins change it', async () => {
    const r = await create(t.manager, { name: 'Private one', blocks: [{ kind: 'sentiment' }] });
    const seen = async (s: Session) =>
      (
        await json<{ _embedded: { visual_reports: VisualReport[] } }>(
          await t.api.request('/api/visual_reports?per_page=100', { auth: s }),
          200,
        )
      )._embedded.visual_reports.some((x) => x.id === r.id);
    expect(await seen(t.manager)).toBe(true);
    expect(await seen(t.admin)).toBe(true);
    expect(await seen(t.user)).toBe(false);
    expect((await t.api.request(`/api/visual_reports/${r.id}`, { auth: t.user })).status).toBe(404);
    expect((await t.api.request(`/api/visual_reports/${r.id}/data`, { auth: t.user })).status).toBe(
      404,
    );

    const users = await t.api.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', ['user@demo.test', 'readonly@demo.test'])
      .execute();
    const userId = users.find((u) => u.email === 'user@demo.test')!.id;
    const shared = await json<VisualReport>(
      await t.api.request(`/api/visual_reports/${r.id}`, {
        method: 'PATCH',
        auth: t.manager,
        json: { sharing: 'users', shared_user_ids: [userId] },
      }),
      200,
    );
    expect(shared.shared_user_ids).toEqual([userId]);
    expect(await seen(t.user)).toBe(true);
    expect(await seen(t.readonly)).toBe(false);
    const asUser = await json<VisualReport>(
      await t.api.request(`/api/visual_reports/${r.id}`, { auth: t.user }),
      200,
    );
    expect(asUser.can_edit).toBe(false);
    // A user who can see it may not change or delete it; an administrator may.
    expect(
      (
        await t.api.request(`/api/visual_reports/${r.id}`, {
          method: 'PATCH',
          auth: t.user,
          json: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: t.user }))
        .status,
    ).toBe(403);
    await json(
      await t.api.request(`/api/visual_reports/${r.id}`, {
        method: 'PATCH',
        auth: t.admin,
        json: { sharing: 'account' },
      }),
      200,
    );
    expect(await seen(t.readonly)).toBe(true);

    // Duplicating makes a private copy of the caller's own.
    const copy = await json<VisualReport>(
      await t.api.request(`/api/visual_reports/${r.id}/duplicate`, {
        method: 'POST',
        auth: t.user,
      }),
      201,
    );
    expect(copy).toMatchObject({ name: 'Copy of Private one', sharing: 'private', can_edit: true });
    expect(await seen(t.manager)).toBe(true);
    expect(
      (await t.api.request(`/api/visual_reports/${copy.id}`, { method: 'DELETE', auth: t.user }))
        .status,
    ).toBe(204);
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: t.admin }))
        .status,
    ).toBe(204);
    expect((await t.api.request(`/api/visual_reports/${r.id}`, { auth: t.admin })).status).toBe(
      404,
    );
  });

  it('answers 400, 403 and 404 per role and tenant', async () => {
    const r = await create(t.admin, {
      name: 'Tenant check',
      sharing: 'account',
      blocks: [{ kind: 'volume_over_time' }],
    });
    // Read-only users read but do not write.
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}/data`, { auth: t.readonly })).status,
    ).toBe(200);
    expect(
      (
        await t.api.request('/api/visual_reports', {
          method: 'POST',
          auth: t.readonly,
          json: { name: 'x', blocks: [{ kind: 'sentiment' }] },
        })
      ).status,
    ).toBe(403);
    // Another account's report is not found; another account's id in the list is 404.
    expect((await t.api.request(`/api/visual_reports/${r.id}`, { auth: t.evergreen })).status).toBe(
      404,
    );
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}/data`, { auth: t.evergreen })).status,
    ).toBe(404);
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: t.evergreen }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.api.request(`/api/visual_reports?account_id=${t.admin.account_id}`, {
          auth: t.evergreen,
        })
      ).status,
    ).toBe(404);
    // Bad input names the field.
    const bad = async (body: Record<string, unknown>, field: RegExp) => {
      const res = await t.api.request('/api/visual_reports', {
        method: 'POST',
        auth: t.admin,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    };
    await bad({ blocks: [{ kind: 'sentiment' }] }, /name/);
    await bad({ name: 'x', blocks: [] }, /blocks/);
    await bad({ name: 'x', blocks: [{ kind: 'pie' }] }, /kind/);
    await bad(
      { name: 'x', date_descriptor: 'allTime', blocks: [{ kind: 'sentiment' }] },
      /date_descriptor/,
    );
    const otherLocation = await t.api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', t.evergreen.account_id)
      .executeTakeFirstOrThrow();
    await bad(
      { name: 'x', location_id: otherLocation.id, blocks: [{ kind: 'sentiment' }] },
      /location_id/,
    );
    expect((await t.api.request('/api/visual_reports/abc', { auth: t.admin })).status).toBe(400);
    expect(
      (await t.api.request(`/api/visual_reports/${r.id}/data?from=2005-13-01`, { auth: t.admin }))
        .status,
    ).toBe(400);
    expect((await t.api.request('/api/visual_reports')).status).toBe(401);
    await t.api.request(`/api/visual_reports/${r.id}`, { method: 'DELETE', auth: t.admin });
  });
});
