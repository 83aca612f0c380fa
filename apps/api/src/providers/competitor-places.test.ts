import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompetitorReviews } from './competitor-demo-reviews';
import { COMPETITOR_NEIGHBOURS } from './competitor-neighbours';
import {
  createCompetitorPlaces,
  googleCompetitorPlaces,
  localCompetitorPlaces,
  PlacesUnavailableError,
} from './competitor-places';

/**
 * A fake of the Places API (New) as documented: POST /v1/places:searchNearby and
 * /v1/places:searchText with a JSON body, GET /v1/places/{id}; the key in X-Goog-Api-Key, the
 * fields in X-Goog-FieldMask; places with id, displayName {text}, formattedAddress, location
 * {latitude, longitude}, primaryType, rating, userRatingCount, and reviews with name
 * (places/{id}/reviews/{review}), rating, text {text, languageCode}, originalText,
 * authorAttribution {displayName, uri, photoUri}, publishTime (RFC 3339),
 * relativePublishTimeDescription. An unknown place is 404 {error: {code, message, status}}.
 */
const KEY = 'test-key';
const PLACE = {
  id: 'ChIJfake1',
  displayName: { text: 'Juniper Kitchen', languageCode: 'en' },
  formattedAddress: '12 Main St, Austin, TX 78701, USA',
  location: { latitude: 30.2671, longitude: -97.7431 },
  primaryType: 'bistro',
  rating: 4.4,
  userRatingCount: 312,
};
const REVIEWS = [
  {
    name: 'places/ChIJfake1/reviews/r1',
    relativePublishTimeDescription: 'a week ago',
    rating: 5,
    text: { text: 'Great food and friendly service.', languageCode: 'en' },
    originalText: { text: 'Great food and friendly service.', languageCode: 'en' },
    authorAttribution: { displayName: 'Kim L.', uri: 'https://maps.google.com/x', photoUri: '' },
    publishTime: '2026-05-01T12:00:00.123456Z',
  },
  {
    name: 'places/ChIJfake1/reviews/r2',
    rating: 2,
    originalText: { text: 'Slow and cold.', languageCode: 'en' },
    authorAttribution: { displayName: '' },
    publishTime: '2026-03-01T09:30:00Z',
  },
];

let server: Server;
let base: string;
const seen: { method: string; url: string; key: string; mask: string; body: unknown }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req);
    seen.push({
      method: req.method!,
      url: req.url!,
      key: String(req.headers['x-goog-api-key']),
      mask: String(req.headers['x-goog-fieldmask']),
      body: text ? JSON.parse(text) : null,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-goog-api-key'] !== KEY)
      return send(403, {
        error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' },
      });
    if (req.url === '/v1/places:searchNearby' || req.url === '/v1/places:searchText')
      return send(200, { places: [PLACE] });
    if (req.url === '/v1/places/ChIJfake1') {
      const mask = String(req.headers['x-goog-fieldmask']);
      return send(200, mask.includes('reviews') ? { id: PLACE.id, reviews: REVIEWS } : PLACE);
    }
    if (req.url === '/v1/places/ChIJbroken') return send(500, { error: { code: 500 } });
    return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the Google Places (New) competitor client against a fake server', () => {
  it('searches nearby by type and distance with the key and field mask', async () => {
    const google = googleCompetitorPlaces(KEY, base);
    const found = await google.nearbyPlaces(
      { latitude: 30.27, longitude: -97.74 },
      { category: 'gcid:bistro', radiusKm: 3, limit: 5 },
    );
    expect(found).toEqual([
      {
        google_place_id: 'ChIJfake1',
        name: 'Juniper Kitchen',
        address: '12 Main St, Austin, TX 78701, USA',
        latitude: 30.2671,
        longitude: -97.7431,
        category: 'gcid:bistro',
        distance_km: expect.any(Number),
        rating: 4.4,
        rating_count: 312,
      },
    ]);
    expect(found[0]!.distance_km).toBeLessThan(1);
    const call = seen.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/places:searchNearby', key: KEY });
    expect(call.mask.split(',')).toEqual(
      expect.arrayContaining([
        'places.id',
        'places.displayName',
        'places.location',
        'places.rating',
      ]),
    );
    expect(call.body).toEqual({
      includedTypes: ['bistro'],
      maxResultCount: 5,
      rankPreference: 'DISTANCE',
      locationRestriction: {
        circle: { center: { latitude: 30.27, longitude: -97.74 }, radius: 3000 },
      },
    });
  });

  it('reads a place and its reviews (five at most from Google), newer than the mark', async () => {
    const google = googleCompetitorPlaces(KEY, base);
    const place = await google.place('ChIJfake1');
    expect(place).toMatchObject({ name: 'Juniper Kitchen', category: 'gcid:bistro' });
    expect(await google.place('ChIJunknown')).toBeNull();
    const reviews = await google.reviews(place!, null);
    expect(reviews).toEqual([
      {
        external_id: 'places/ChIJfake1/reviews/r1',
        rating: 5,
        content: 'Great food and friendly service.',
        author_name: 'Kim L.',
        published_at: '2026-05-01T12:00:00.123Z',
        responded_at: null,
      },
      {
        external_id: 'places/ChIJfake1/reviews/r2',
        rating: 2,
        content: 'Slow and cold.',
        author_name: 'A Google user',
        published_at: '2026-03-01T09:30:00.000Z',
        responded_at: null,
      },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', mask: 'id,reviews' });
    expect(await google.reviews(place!, new Date('2026-04-01T00:00:00Z'))).toHaveLength(1);
  });

  it('says the service is unavailable on errors and a bad key', async () => {
    await expect(googleCompetitorPlaces(KEY, base).place('ChIJbroken')).rejects.toBeInstanceOf(
      PlacesUnavailableError,
    );
    await expect(
      googleCompetitorPlaces('wrong', base).searchPlaces('juniper', null),
    ).rejects.toBeInstanceOf(PlacesUnavailableError);
  });

  it('is chosen by GOOGLE_PLACES_API_KEY (GOOGLE_PLACES_URL its address), else the local one', async () => {
    const configured = createCompetitorPlaces({
      GOOGLE_PLACES_API_KEY: KEY,
      GOOGLE_PLACES_URL: base,
    });
    expect(configured.name).toBe('google');
    expect((await configured.searchPlaces('juniper', null))[0]!.name).toBe('Juniper Kitchen');
    expect(createCompetitorPlaces({}).name).toBe('local');
  });
});

describe('the local competitor provider', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const local = localCompetitorPlaces(() => now);
  const [a, b] = COMPETITOR_NEIGHBOURS as [
    (typeof COMPETITOR_NEIGHBOURS)[number],
    (typeof COMPETITOR_NEIGHBOURS)[number],
  ];

  it('gives each place a stable history of over a year, differing from place to place', () => {
    const first = demoCompetitorReviews(a, null, now);
    expect(demoCompetitorReviews(a, null, now)).toEqual(first);
    const days =
      (Date.parse(first.at(-1)!.published_at) - Date.parse(first[0]!.published_at)) / 86_400_000;
    expect(days).toBeGreaterThan(365);
    expect(first.some((r) => r.responded_at !== null)).toBe(true);
    for (const r of first) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.content.length).toBeGreaterThan(10);
      if (r.responded_at) expect(r.responded_at > r.published_at).toBe(true);
    }
    const avg = (rs: { rating: number }[]) => rs.reduce((s, r) => s + r.rating, 0) / rs.length;
    const others = COMPETITOR_NEIGHBOURS.slice(0, 10).map((p) =>
      avg(demoCompetitorReviews(p, null, now)),
    );
    expect(Math.max(...others) - Math.min(...others)).toBeGreaterThan(0.3);
    // Later, the same reviews plus the new ones.
    const later = demoCompetitorReviews(a, null, new Date(now.getTime() + 30 * 86_400_000));
    const ids = new Set(later.map((r) => r.external_id));
    expect(
      first
        .filter((r) => Date.parse(r.published_at) > now.getTime() - 400 * 86_400_000)
        .every((r) => ids.has(r.external_id)),
    ).toBe(true);
  });

  it('finds the neighbours of a demo location, of its category first, nearest first', async () => {
    const found = await local.nearbyPlaces(
      { latitude: a.latitude, longitude: a.longitude },
      { category: b.category, limit: 4 },
    );
    expect(found[0]!.google_place_id).toBe(a.google_place_id);
    expect(found[0]!.distance_km).toBe(0);
    expect(found.every((p) => p.rating !== null && (p.rating_count ?? 0) > 0)).toBe(true);
    expect(await local.place(a.google_place_id)).toMatchObject({ name: a.name });
    expect(await local.place('ChIJnowhere')).toBeNull();
  });
});
