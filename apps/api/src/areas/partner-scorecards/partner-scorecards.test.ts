import type {
  PartnerScorecard,
  PartnerScorecardDetail,
  PartnerScorecardLead,
  PartnerScorecardOverview,
  PartnerScorecardPlace,
  PublicPartnerScorecard,
  Session,
} from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/partner-fixtures';
import { type ExportTest, json, startExportTest } from '../../../test/run-export';
import { COMPETITOR_NEIGHBOURS } from '../../providers/competitor-neighbours';
import { localCompetitorPlaces } from '../../providers/competitor-places';
import { localListingScan } from '../../providers/listing-scan';

let t: ExportTest;
let partner: Session;
let manager: Session;
let plainUser: Session;
let childAdmin: Session;
let otherPartner: Session;
let seededId: number;

/** A neighbour place no seeded scorecard uses. */
const PROSPECT = COMPETITOR_NEIGHBOURS[2]!;

beforeAll(async () => {
  t = await startExportTest();
  partner = await t.api.login('partner@demo.test');
  childAdmin = t.admin;
  manager = await makeUser(t.api, { accountId: partner.account_id, userType: 'manager' });
  plainUser = await makeUser(t.api, { accountId: partner.account_id, userType: 'user' });
  otherPartner = await makeUser(t.api, { parentAccountName: 'Other Partner Co' });
  const list = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
    await get('/partner_scorecards'),
    200,
  );
  seededId = list._embedded.partner_scorecards[0]!.id;
});
afterAll(() => t.api.close());

const get = (path: string, auth: Session = partner) => t.api.request(`/api${path}`, { auth });
const send = (method: string, path: string, body: unknown, auth: Session = partner) =>
  t.api.request(`/api${path}`, { method, auth, json: body });
const from = (address: string) => ({ 'x-forwarded-for': address });
const publicGet = (token: string, address = '198.51.100.1') =>
  t.api.request(`/api/public/partner_scorecards/${token}`, { headers: from(address) });
const sendLead = (token: string, body: unknown, address: string) =>
  t.api.request(`/api/public/partner_scorecards/${token}/leads`, {
    method: 'POST',
    json: body,
    headers: from(address),
  });
const LEAD = {
  name: 'Rosa Diaz',
  email: 'rosa@example.com',
  phone: '(512) 555-0123',
  business: 'Rosa’s Tacos',
  message: 'Call me after 3pm.',
  consent: true,
};

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
      await get(`/partner_scorecards/${seededId}`),
      200,
    );
    const after = await json<PartnerScorecardDetail>(
      await send('POST', `/partner_scorecards/${seededId}/runs`, undefined),
      201,
    );
    expect(after.history.length).toBe(before.history.length + 1);
    expect(after.latest!.id).toBe(after.history[0]!.id);
    expect(after.history.slice(1).map((s) => s.id)).toEqual(before.history.map((s) => s.id));
  });

  it("scores a client's own location on its reviews in Plaudit, the figures the client sees", async () => {
    const locations = await t.api.db
      .selectFrom('locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['l.id', 'l.google_place_id'])
      .where('a.parent_id', '=', partner.account_id)
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
      t.api.db,
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
      await get('/partner_scorecards/shared', childAdmin),
      200,
    );
    expect(body._embedded.partner_scorecards.length).toBe(1);
    expect(body._embedded.partner_scorecards[0]).toMatchObject({
      leads_count: 0,
      created_by_name: null,
    });
    const none = await json<{ _embedded: { partner_scorecards: PartnerScorecard[] } }>(
      await get('/partner_scorecards/shared', otherPartner),
      200,
    );
    expect(none._embedded.partner_scorecards).toEqual([]);
  });
});

describe('partner scorecards: a new scorecard from a place search', () => {
  let created: PartnerScorecardDetail;

  it('finds the place and prepares its scorecard with hand-checked figures', async () => {
    const places = await json<{ _embedded: { places: PartnerScorecardPlace[] } }>(
      await get(`/partner_scorecards/places?keywords=${encodeURIComponent(PROSPECT.name)}`),
      200,
    );
    const found = places._embedded.places.find(
      (p) => p.google_place_id === PROSPECT.google_place_id,
    );
    expect(found).toBeTruthy();
    created = await json<PartnerScorecardDetail>(
      await send('POST', '/partner_scorecards', { google_place_id: PROSPECT.google_place_id }),
      201,
    );
    expect(created.business_name).toBe(PROSPECT.name);
    expect(created.history.length).toBe(1);
    const s = created.latest!;

    // The same figures, counted by hand from the local provider's reviews and listings.
    const now = new Date(s.created_at);
    const reviews = await localCompetitorPlaces(() => now).reviews(PROSPECT, null);
    const avg = reviews.reduce((a, r) => a + r.rating, 0) / reviews.length;
    const newest = Math.max(...reviews.map((r) => Date.parse(r.published_at)));
    const within = (days: number) =>
      reviews.filter((r) => Date.parse(r.published_at) >= now.getTime() - days * 86_400_000).length;
    expect(s.rating).toBe(Math.round(avg * 100) / 100);
    expect(s.review_count).toBe(reviews.length);
    expect(s.days_since_last_review).toBe(Math.floor((now.getTime() - newest) / 86_400_000));
    expect(s.reviews_last_30_days).toBe(within(30));
    expect(s.reviews_last_90_days).toBe(within(90));
    const replied = reviews.filter((r) => r.responded_at !== null).length;
    expect(s.response_rate).toBe(Math.round((replied / reviews.length) * 10_000) / 10_000);
    const listings = await localListingScan().scan(PROSPECT);
    const matches = listings
      .filter((l) => l.found)
      .reduce(
        (a, l) =>
          a +
          [l.name_matches, l.address_matches, l.phone_matches, l.hours_match].filter(Boolean)
            .length,
        0,
      );
    expect(s.listing_accuracy).toBe(Math.round((matches / 24) * 10_000) / 10_000);
    expect(s.listings.length).toBe(6);
    expect(s.competitors.length).toBeGreaterThan(0);
    expect(s.competitors.length).toBeLessThanOrEqual(5);
    expect(s.competitors.map((c) => c.name)).not.toContain(PROSPECT.name);
    const rated = s.competitors.filter((c) => c.rating !== null);
    expect(s.competitor_rating).toBe(
      Math.round((rated.reduce((a, c) => a + c.rating!, 0) / rated.length) * 100) / 100,
    );
    // The grade from the parts (formula in scorecard-figures.ts).
    const weights = {
      rating: 30,
      volume: 15,
      recency: 15,
      response_rate: 15,
      listing_accuracy: 15,
      competition: 10,
    };
    let sum = 0;
    let w = 0;
    for (const [k, weight] of Object.entries(weights)) {
      const part = s.subscores[k as keyof typeof weights];
      if (part === null) continue;
      sum += part * weight;
      w += weight;
    }
    expect(s.score).toBe(Math.round(sum / w));
    expect(s.subscores.rating).toBe(Math.round(((s.rating! - 1) / 4) * 100));
    expect(s.subscores.volume).toBe(Math.round(Math.min(1, s.review_count / 200) * 100));
  });

  it('shares it on the public page and takes leads that reach the partner', async () => {
    const page = await json<PublicPartnerScorecard>(await publicGet(created.share_token), 200);
    expect(page).toMatchObject({
      partner_name: 'Summit Hospitality Partners',
      business_name: PROSPECT.name,
      // The partner's white label colours.
      brand: { background_color: '#16324f', text_color: '#f5f7fa' },
    });
    expect(page.snapshot.score).toBe(created.latest!.score);
    t.api.mail.sent.length = 0;
    await json(await sendLead(created.share_token, LEAD, '198.51.100.20'), 201);
    const mail = t.api.mail.sent.at(-1)!;
    expect(mail.to).toContain('partner@demo.test');
    expect(mail.subject).toBe(`New lead from your scorecard of ${PROSPECT.name}`);
    expect(mail.text).toContain('rosa@example.com');
    expect(mail.text).toContain('(512) 555-0123');
    const leads = await json<{ _embedded: { leads: PartnerScorecardLead[] } }>(
      await get(`/partner_scorecards/${created.id}/leads`),
      200,
    );
    expect(leads._embedded.leads).toHaveLength(1);
    expect(leads._embedded.leads[0]).toMatchObject({ name: 'Rosa Diaz', consent: true });
  });

  it('refuses bad lead forms with the field named, and unknown tokens with 404', async () => {
    const token = created.share_token;
    const addr = '198.51.100.30';
    const bad = async (body: unknown, field: RegExp) => {
      const res = await sendLead(token, body, addr);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    };
    await bad({ ...LEAD, email: 'not-an-email' }, /email/i);
    await bad({ ...LEAD, phone: '12345' }, /phone/i);
    await bad({ ...LEAD, consent: false }, /agree/i);
    await bad({ ...LEAD, name: '' }, /name/i);
    expect((await publicGet('not-a-token')).status).toBe(404);
    expect((await publicGet('A'.repeat(22))).status).toBe(404);
    expect((await sendLead('B'.repeat(22), LEAD, '198.51.100.31')).status).toBe(404);
    // The serial id is not a way in.
    expect((await publicGet(String(created.id))).status).toBe(404);
  });

  it('limits the lead form per address (429 with Retry-After)', async () => {
    const addr = '198.51.100.40';
    for (let i = 0; i < 5; i++)
      expect((await sendLead(created.share_token, LEAD, addr)).status).toBe(201);
    const over = await sendLead(created.share_token, LEAD, addr);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Another address is not limited.
    expect((await sendLead(created.share_token, LEAD, '198.51.100.41')).status).toBe(201);
  });

  it('exports every scorecard as CSV with its newest figures', async () => {
    const rows = await t.exportCsv('partner_scorecards', {}, partner);
    expect(rows[0]).toEqual([
      'Scorecard ID',
      'Business',
      'Address',
      'Prepared',
      'Last Run',
      'Grade',
      'Score',
      'Rating',
      'Reviews',
      'Days Since Last Review',
      'Reviews (Last 30 Days)',
      'Reviews (Last 90 Days)',
      'Response Rate (%)',
      'Listing Accuracy (%)',
      'Competitors',
      "Competitors' Rating",
      "Competitors' Reviews",
      'Leads',
    ]);
    const mine = rows.find((r) => r[0] === String(created.id))!;
    const s = created.latest!;
    expect(mine).toEqual([
      String(created.id),
      PROSPECT.name,
      PROSPECT.address,
      created.created_at.slice(0, 10),
      s.created_at.slice(0, 10),
      s.grade,
      String(s.score),
      String(s.rating),
      String(s.review_count),
      String(s.days_since_last_review),
      String(s.reviews_last_30_days),
      String(s.reviews_last_90_days),
      String(Math.round(s.response_rate! * 1000) / 10),
      String(Math.round(s.listing_accuracy! * 1000) / 10),
      String(s.competitors.length),
      String(s.competitor_rating),
      String(s.competitor_review_count),
      '7',
    ]);
    expect(rows.length - 1).toBeGreaterThanOrEqual(6);
    const narrowed = await t.exportCsv('partner_scorecards', { keywords: PROSPECT.name }, partner);
    expect(narrowed.slice(1).map((r) => r[0])).toEqual([String(created.id)]);
  });

  it('deletes it with its leads after which it is gone, publicly too', async () => {
    expect((await send('DELETE', `/partner_scorecards/${created.id}`, undefined)).status).toBe(204);
    expect((await get(`/partner_scorecards/${created.id}`)).status).toBe(404);
    expect((await publicGet(created.share_token, '198.51.100.50')).status).toBe(404);
    expect((await send('DELETE', `/partner_scorecards/${created.id}`, undefined)).status).toBe(404);
  });
});

describe('partner scorecards: roles, tenants and bad input', () => {
  it('403 for users without PARTNER_SCORECARD (parent User, child Admin)', async () => {
    for (const who of [plainUser, childAdmin]) {
      expect((await get('/partner_scorecards', who)).status).toBe(403);
      expect((await get('/partner_scorecards/overview', who)).status).toBe(403);
      expect((await get(`/partner_scorecards/${seededId}`, who)).status).toBe(403);
      expect((await get(`/partner_scorecards/${seededId}/leads`, who)).status).toBe(403);
      expect((await get('/partner_scorecards/places?keywords=cafe', who)).status).toBe(403);
      expect(
        (await send('POST', '/partner_scorecards', { google_place_id: 'x' }, who)).status,
      ).toBe(403);
      expect((await send('POST', `/partner_scorecards/${seededId}/runs`, {}, who)).status).toBe(
        403,
      );
      expect((await send('DELETE', `/partner_scorecards/${seededId}`, {}, who)).status).toBe(403);
    }
    expect(
      (
        await send(
          'POST',
          '/export_files/' + plainUser.account_id,
          { resource: 'partner_scorecards' },
          plainUser,
        )
      ).status,
    ).toBe(403);
  });

  it('a parent Manager reads and prepares but may not delete', async () => {
    expect((await get('/partner_scorecards', manager)).status).toBe(200);
    expect((await get(`/partner_scorecards/${seededId}`, manager)).status).toBe(200);
    expect((await send('DELETE', `/partner_scorecards/${seededId}`, {}, manager)).status).toBe(403);
  });

  it("404 for another partner's scorecards and account", async () => {
    expect((await get(`/partner_scorecards/${seededId}`, otherPartner)).status).toBe(404);
    expect((await get(`/partner_scorecards/${seededId}/leads`, otherPartner)).status).toBe(404);
    expect(
      (await send('POST', `/partner_scorecards/${seededId}/runs`, {}, otherPartner)).status,
    ).toBe(404);
    expect((await send('DELETE', `/partner_scorecards/${seededId}`, {}, otherPartner)).status).toBe(
      404,
    );
    expect(
      (await get(`/partner_scorecards?account_id=${partner.account_id}`, otherPartner)).status,
    ).toBe(404);
    const own = await json<{ _total: number }>(await get('/partner_scorecards', otherPartner), 200);
    expect(own._total).toBe(0);
  });

  it('400 naming the field for bad input', async () => {
    const error = async (res: Response, field: RegExp) => {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    };
    await error(await send('POST', '/partner_scorecards', {}), /google_place_id/);
    await error(
      await send('POST', '/partner_scorecards', { google_place_id: 'ChIJnowhere' }),
      /google_place_id/,
    );
    await error(await get('/partner_scorecards/places?keywords=a'), /keywords/);
    await error(await get('/partner_scorecards/places'), /keywords/);
    await error(await get('/partner_scorecards/abc'), /id/);
    await error(await get('/partner_scorecards?per_page=1000'), /per_page/);
    await error(await get('/partner_scorecards?sort[by]=nope'), /sort/);
  });
});
