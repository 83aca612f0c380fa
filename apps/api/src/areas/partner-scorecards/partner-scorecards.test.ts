import type {
  PartnerScorecard,
  PartnerScorecardDetail,
  PartnerScorecardOverview,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/run-export';
import { scorecardsTest } from './scorecards-test';

/** Partner scorecards of the demo partner: the list, the landing, history, clients' own. */
const sc = scorecardsTest();
const { get, send } = sc;

describe('partner scorecards: the demo partner', () => {
  it('lists the seeded scorecards with their grade, figures and leads', async () => {
    const body = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards'),
      200,
    );
    const cards = body._embedded.partner_scorecards;
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const c of cards) {
      expect(c.share_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(c.latest?.grade).toMatch(/^[ABCDF]$/);
    }
    expect(cards.some((c) => c.leads_count > 0)).toBe(true);
  });

  it('gives the landing its counts, recent scorecards and leads', async () => {
    const o = await json<PartnerScorecardOverview>(await get('/partner_scorecards/overview'), 200);
    expect(o.scorecards).toBeGreaterThanOrEqual(5);
    expect(o.leads).toBeGreaterThanOrEqual(4);
    expect(o.recent.length).toBe(5);
    expect(o.recent_leads[0]).toMatchObject({ consent: true });
  });

  it('keeps the history of a re-run scorecard', async () => {
    const before = await json<PartnerScorecardDetail>(
      await get(`/partner_scorecards/${sc.seededId}`),
      200,
    );
    const after = await json<PartnerScorecardDetail>(
      await send('POST', `/partner_scorecards/${sc.seededId}/runs`, undefined),
      201,
    );
    expect(after.history.length).toBe(before.history.length + 1);
    expect(after.latest!.id).toBe(after.history[0]!.id);
    expect(after.history.slice(1).map((s) => s.id)).toEqual(before.history.map((s) => s.id));
  });

  it("scores a client's own location on its reviews in Plaudit, the figures the client sees", async () => {
    const locations = await sc.t.api.db
      .selectFrom('locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['l.id', 'l.google_place_id'])
      .where('a.parent_id', '=', sc.partner.account_id)
      .where('l.google_place_id', 'is not', null)
      .execute();
    const list = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards'),
      200,
    );
    const card = list._embedded.partner_scorecards.find((c) =>
      locations.some((l) => l.google_place_id === c.google_place_id),
    );
    const location = locations.find((l) => l.google_place_id === card?.google_place_id);
    if (!card || !location) throw new Error('the demo has a scorecard of a client location');
    const run = await json<PartnerScorecardDetail>(
      await send('POST', `/partner_scorecards/${card.id}/runs`, undefined),
      201,
    );
    const { rows } = await sql<{ reviews: number; rating: number; responded: number }>`
      SELECT count(*)::int AS reviews,
        round(avg(r.rating) FILTER (WHERE r.rating > 0), 2)::float8 AS rating,
        (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM responses p WHERE p.review_id = r.id
          AND p.status = 'published' AND p.published_at IS NOT NULL)))::int AS responded
      FROM reviews r
      WHERE r.location_id = ${location.id} AND r.published_at <= ${run.latest!.created_at}`.execute(
      sc.t.api.db,
    );
    const own = rows[0]!;
    expect(own.reviews).toBeGreaterThan(20);
    expect(run.latest).toMatchObject({
      provider: 'plaudit',
      review_count: own.reviews,
      rating: own.rating,
      response_rate: Math.round((own.responded / own.reviews) * 10_000) / 10_000,
    });
  });

  it('shows a child account the scorecards its partner prepared of its locations', async () => {
    const body = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards/shared', sc.childAdmin),
      200,
    );
    expect(body._embedded.partner_scorecards.length).toBe(1);
    expect(body._embedded.partner_scorecards[0]).toMatchObject({
      leads_count: 0,
      created_by_name: null,
    });
    const none = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards/shared', sc.otherPartner),
      200,
    );
    expect(none._embedded.partner_scorecards).toEqual([]);
  });
});
