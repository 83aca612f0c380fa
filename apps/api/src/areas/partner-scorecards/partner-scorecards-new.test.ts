import type {
  PartnerScorecardDetail,
  PartnerScorecardLead,
  PartnerScorecardPlace,
  PublicPartnerScorecard,
} from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/run-export';
import { COMPETITOR_NEIGHBOURS } from '../../providers/competitor-neighbours';
import { localCompetitorPlaces } from '../../providers/competitor-places';
import { localListingScan } from '../../providers/listing-scan';
import { LEAD, scorecardsTest } from './scorecards-test';

/** A new partner scorecard from a place search: its figures, public page, leads and CSV. */
const sc = scorecardsTest();
const { get, send, publicGet, sendLead } = sc;

/** A neighbour place no seeded scorecard uses. */
const PROSPECT = COMPETITOR_NEIGHBOURS[2]!;

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
    sc.t.api.mail.sent.length = 0;
    await json(await sendLead(created.share_token, LEAD, '198.51.100.20'), 201);
    const mail = sc.t.api.mail.sent.at(-1)!;
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
    const rows = await sc.t.exportCsv('partner_scorecards', {}, sc.partner);
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
    const narrowed = await sc.t.exportCsv(
      'partner_scorecards',
      { keywords: PROSPECT.name },
      sc.partner,
    );
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
    for (const who of [sc.plainUser, sc.childAdmin]) {
      expect((await get('/partner_scorecards', who)).status).toBe(403);
      expect((await get('/partner_scorecards/overview', who)).status).toBe(403);
      expect((await get(`/partner_scorecards/${sc.seededId}`, who)).status).toBe(403);
      expect((await get(`/partner_scorecards/${sc.seededId}/leads`, who)).status).toBe(403);
      expect((await get('/partner_scorecards/places?keywords=cafe', who)).status).toBe(403);
      expect(
        (await send('POST', '/partner_scorecards', { google_place_id: 'x' }, who)).status,
      ).toBe(403);
      expect((await send('POST', `/partner_scorecards/${sc.seededId}/runs`, {}, who)).status).toBe(
        403,
      );
      expect((await send('DELETE', `/partner_scorecards/${sc.seededId}`, {}, who)).status).toBe(
        403,
      );
    }
    expect(
      (
        await send(
          'POST',
          '/export_files/' + sc.plainUser.account_id,
          { resource: 'partner_scorecards' },
          sc.plainUser,
        )
      ).status,
    ).toBe(403);
  });

  it('a parent Manager reads and prepares but may not delete', async () => {
    expect((await get('/partner_scorecards', sc.manager)).status).toBe(200);
    expect((await get(`/partner_scorecards/${sc.seededId}`, sc.manager)).status).toBe(200);
    expect(
      (await send('DELETE', `/partner_scorecards/${sc.seededId}`, {}, sc.manager)).status,
    ).toBe(403);
  });

  it("404 for another partner's scorecards and account", async () => {
    expect((await get(`/partner_scorecards/${sc.seededId}`, sc.otherPartner)).status).toBe(404);
    expect((await get(`/partner_scorecards/${sc.seededId}/leads`, sc.otherPartner)).status).toBe(
      404,
    );
    expect(
      (await send('POST', `/partner_scorecards/${sc.seededId}/runs`, {}, sc.otherPartner)).status,
    ).toBe(404);
    expect(
      (await send('DELETE', `/partner_scorecards/${sc.seededId}`, {}, sc.otherPartner)).status,
    ).toBe(404);
    expect(
      (await get(`/partner_scorecards?account_id=${sc.partner.account_id}`, sc.otherPartner))
        .status,
    ).toBe(404);
    const own = await json<{ _total: number }>(
      await get('/partner_scorecards', sc.otherPartner),
      200,
    );
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
