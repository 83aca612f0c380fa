import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  googleRanking,
  localRanking,
  type RankingQuery,
  RankingUnavailableError,
} from './local-search-ranking';

const location = {
  id: 101,
  place_id: 'ChIJlocal11s8nnxlqfbwk',
  name: 'Blue Fern Austin Downtown',
  city: 'Austin',
  latitude: 30.2669,
  longitude: -97.7428,
};
const at = (dLat: number, dLng: number, week = '2026-11-16', keyword = 'brunch'): RankingQuery => ({
  keyword,
  latitude: location.latitude + dLat,
  longitude: location.longitude + dLng,
  radius_m: 1600,
  location,
  week,
});
const rankOf = (places: { place_id: string }[]) => {
  const i = places.findIndex((p) => p.place_id === location.place_id);
  return i < 0 ? null : i + 1;
};

describe('the local ranking simulator', () => {
  const sim = localRanking();

  it('answers the same list for the same location, keyword, point and week', async () => {
    const a = await sim.search(at(0.01, 0.01));
    const b = await localRanking().search(at(0.01, 0.01));
    expect(a).toEqual(b);
    expect(a.length).toBe(20);
    expect(new Set(a.map((p) => p.place_id)).size).toBe(20);
  });

  it('ranks the location high at its door and lower (or not at all) far away', async () => {
    const near = rankOf(await sim.search(at(0, 0)));
    expect(near).not.toBeNull();
    expect(near!).toBeLessThanOrEqual(3);
    const far = rankOf(await sim.search(at(0.09, 0.09)));
    expect(far === null || far > near!).toBe(true);
  });

  it('drifts a little from week to week and differs by keyword', async () => {
    const weeks = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'];
    const lists = await Promise.all(weeks.map((w) => sim.search(at(0.02, -0.015, w))));
    const orders = new Set(lists.map((l) => l.map((p) => p.place_id).join()));
    expect(orders.size).toBeGreaterThan(1);
    const other = await sim.search(at(0.02, -0.015, weeks[0], 'coffee shop'));
    expect(other.map((p) => p.place_id)).not.toEqual(lists[0]!.map((p) => p.place_id));
  });

  it('places catalog neighbours of the same city among the results', async () => {
    const names = (await sim.search(at(0, 0))).map((p) => p.place_id);
    expect(names.some((id) => id.startsWith('ChIJlocal') && id !== location.place_id)).toBe(true);
  });
});

describe('the Places API (New) Text Search client, against a fake server', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { url?: string; headers: IncomingMessage['headers']; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => {
        const body = text ? JSON.parse(text) : null;
        seen.push({ url: req.url, headers: req.headers, body });
        if (req.headers['x-goog-api-key'] !== 'test-key') {
          res.writeHead(403, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            places: [
              { id: 'ChIJother1', displayName: { text: 'Juniper Kitchen', languageCode: 'en' } },
              { id: location.place_id, displayName: { text: location.name, languageCode: 'en' } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts textQuery, pageSize 20 and a location bias circle; reads ids and names', async () => {
    const google = googleRanking('test-key', { baseUrl });
    const places = await google.search(at(0.01, 0.02));
    expect(places).toEqual([
      { place_id: 'ChIJother1', name: 'Juniper Kitchen' },
      { place_id: location.place_id, name: location.name },
    ]);
    const req = seen.at(-1)!;
    expect(req.url).toBe('/v1/places:searchText');
    expect(req.headers['x-goog-fieldmask']).toBe('places.id,places.displayName');
    expect(req.body).toEqual({
      textQuery: 'brunch',
      pageSize: 20,
      locationBias: {
        circle: {
          center: { latitude: location.latitude + 0.01, longitude: location.longitude + 0.02 },
          radius: 1600,
        },
      },
    });
  });

  it('turns a refusal into RankingUnavailableError', async () => {
    const google = googleRanking('wrong-key', { baseUrl });
    await expect(google.search(at(0, 0))).rejects.toBeInstanceOf(RankingUnavailableError);
  });
});
