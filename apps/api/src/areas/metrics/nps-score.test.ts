import type { NpsScore, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLocationId, loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let readOnly: Session;
let copper: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, readOnly, copper] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Copper Kettle Coffee', 'administrator'),
  ]);
});
afterAll(() => api.close());

const nps = async (query: string, auth = admin) => {
  const res = await api.request(`/api/metrics/${auth.account_id}/nps${query}`, { auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as NpsScore;
};

/** The NPS answers of the account in [from, to] (whole UTC days), counted in SQL. */
async function fromDatabase(from: string, to: string, locationIds?: number[]) {
  let q = api.db
    .selectFrom('campaign_responses')
    .select('score')
    .where('account_id', '=', admin.account_id)
    .where('feedback_type', '=', 'nps')
    .where('created_at', '>=', new Date(`${from}T00:00:00Z`))
    .where('created_at', '<', new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000));
  if (locationIds) q = q.where('location_id', 'in', locationIds);
  const scores = (await q.execute()).map((r) => r.score);
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  return {
    responses: scores.length,
    promoters,
    passives: scores.length - promoters - detractors,
    detractors,
  };
}

describe('GET /metrics/{account_id}/nps', () => {
  it('counts promoters, passives and detractors of the period as the database does', async () => {
    const all = await nps('?published_after=2000-01-01');
    const expected = await fromDatabase('2000-01-01', all.period.to);
    expect(expected.responses).toBeGreaterThan(10);
    expect(all).toMatchObject(expected);
    const pct = (n: number) => (n / expected.responses) * 100;
    expect(all.nps).toBe(Math.round(pct(expected.promoters) - pct(expected.detractors)));
    expect(all.promoters_percent).toBe(Math.round(pct(expected.promoters)));
    // The monthly trend adds up to the period.
    expect(all.monthly.reduce((a, m) => a + m.responses, 0)).toBe(expected.responses);
    for (const m of all.monthly)
      if (m.responses)
        expect(m.nps).toBe(Math.round(((m.promoters - m.detractors) / m.responses) * 100));
  });

  it('follows the location and group filters', async () => {
    const answered = await api.db
      .selectFrom('campaign_responses')
      .select('location_id')
      .where('account_id', '=', admin.account_id)
      .where('feedback_type', '=', 'nps')
      .executeTakeFirstOrThrow();
    const one = await nps(`?published_after=2000-01-01&location_id=${answered.location_id}`);
    expect(one).toMatchObject(
      await fromDatabase('2000-01-01', one.period.to, [answered.location_id]),
    );
    const group = await api.db
      .selectFrom('group_locations as gl')
      .innerJoin('groups as g', 'g.id', 'gl.group_id')
      .select(['gl.group_id'])
      .where('g.account_id', '=', admin.account_id)
      .where('gl.location_id', '=', answered.location_id)
      .executeTakeFirstOrThrow();
    const members = (
      await api.db
        .selectFrom('group_locations')
        .select('location_id')
        .where('group_id', '=', group.group_id)
        .execute()
    ).map((r) => r.location_id);
    const byGroup = await nps(`?published_after=2000-01-01&group_id=${group.group_id}`);
    expect(byGroup).toMatchObject(await fromDatabase('2000-01-01', byGroup.period.to, members));
  });

  it('scores known answers exactly, against the previous period', async () => {
    const location = await firstLocationId(api, admin.account_id);
    const answer = (score: number, day: string) => ({
      account_id: admin.account_id,
      location_id: location,
      channel: 'link' as const,
      feedback_type: 'nps' as const,
      score,
      created_at: new Date(`${day}T12:00:00Z`),
    });
    // January 1990: 3 promoters, 1 passive, 1 detractor → 60% − 20% = 40.
    // December 1989 (the previous 31 days): 1 promoter, 1 detractor → 0.
    await api.db
      .insertInto('campaign_responses')
      .values([
        answer(10, '1990-01-03'),
        answer(9, '1990-01-10'),
        answer(9, '1990-01-31'),
        answer(8, '1990-01-15'),
        answer(6, '1990-01-20'),
        answer(10, '1989-12-05'),
        answer(0, '1989-12-06'),
        // stars answers are not NPS answers
        { ...answer(5, '1990-01-04'), feedback_type: 'stars' as const },
      ])
      .execute();
    const jan = await nps('?published_after=1990-01-01&published_before=1990-01-31');
    expect(jan).toMatchObject({
      responses: 5,
      promoters: 3,
      passives: 1,
      detractors: 1,
      promoters_percent: 60,
      passives_percent: 20,
      detractors_percent: 20,
      nps: 40,
      period: { from: '1990-01-01', to: '1990-01-31' },
      previous_period: { from: '1989-12-01', to: '1989-12-31' },
      previous: { responses: 2, nps: 0 },
      change: 40,
    });
    expect(jan.monthly).toEqual([expect.objectContaining({ date: '1990-01-01', nps: 40 })]);
    const empty = await nps('?published_after=1980-01-01&published_before=1980-01-31');
    expect(empty).toMatchObject({ responses: 0, nps: null, change: null, promoters_percent: 0 });
  });

  it('answers 403 without the nps_score setting, 400 for bad filters, 404 for another account', async () => {
    const off = await api.request(`/api/metrics/${copper.account_id}/nps`, { auth: copper });
    expect(off.status).toBe(403);
    expect(((await off.json()) as { error: string }).error).toMatch(/nps_score setting is off/);
    await nps('', readOnly);
    const bad = await api.request(`/api/metrics/${admin.account_id}/nps?published_after=soon`, {
      auth: admin,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/published_after/);
    expect(
      (
        await api.request(
          `/api/metrics/${admin.account_id}/nps?published_after=2026-02-01&published_before=2026-01-01`,
          { auth: admin },
        )
      ).status,
    ).toBe(400);
    expect(
      (await api.request(`/api/metrics/${copper.account_id}/nps`, { auth: admin })).status,
    ).toBe(404);
  });
});
