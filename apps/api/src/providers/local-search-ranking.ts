import { PLACE_CATALOG } from './place-catalog';
import { hashOf } from './places';

/** A place in the local results at one point, best first. */
export type RankedPlace = { place_id: string; name: string };

/** One local search: `keyword` as someone standing at the point would search it. */
export type RankingQuery = {
  keyword: string;
  latitude: number;
  longitude: number;
  /** The bias circle around the point, in metres. */
  radius_m: number;
  /**
   * The tracked location (the local simulator places it and its neighbours; a
   * real client ignores it): its place id, name, city and position.
   */
  location: {
    id: number;
    place_id: string | null;
    name: string;
    city: string | null;
    latitude: number;
    longitude: number;
  };
  /** The week of the scan (YYYY-MM-DD, its Monday): the simulator's results drift by week. */
  week: string;
};

/**
 * Local search results: the places ranked for a keyword near a
 * point, best first, at most 20. The real client is the Places API (New) Text
 * Search with a location bias circle around the point, chosen by
 * GOOGLE_PLACES_API_KEY; the local simulator answers by default and in tests.
 */
export interface RankingProvider {
  readonly name: string;
  search(query: RankingQuery): Promise<RankedPlace[]>;
}

export class RankingUnavailableError extends Error {}

export const MAX_RANK = 20;

type GoogleTextPlace = { id: string; displayName?: { text?: string } };

/**
 * The Places API (New) Text Search: POST {base}/v1/places:searchText with
 * `textQuery`, `pageSize` (at most 20) and `locationBias.circle` (centre and
 * radius in metres, at most 50 km); the field mask asks for ids and names only.
 */
export function googleRanking(
  apiKey: string,
  opts: { baseUrl?: string; fetchImpl?: typeof fetch } = {},
): RankingProvider {
  const baseUrl = opts.baseUrl ?? 'https://places.googleapis.com';
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    name: 'google',
    async search(q) {
      const res = await fetchImpl(`${baseUrl}/v1/places:searchText`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': 'places.id,places.displayName',
        },
        body: JSON.stringify({
          textQuery: q.keyword,
          pageSize: MAX_RANK,
          locationBias: {
            circle: {
              center: { latitude: q.latitude, longitude: q.longitude },
              radius: Math.min(50_000, Math.max(1, Math.round(q.radius_m))),
            },
          },
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch((err: Error) => {
        throw new RankingUnavailableError(err.message);
      });
      if (!res.ok) throw new RankingUnavailableError(`Places API answered ${res.status}`);
      const body = (await res.json()) as { places?: GoogleTextPlace[] };
      return (body.places ?? [])
        .slice(0, MAX_RANK)
        .map((p) => ({ place_id: p.id, name: p.displayName?.text ?? p.id }));
    },
  };
}

const KM_PER_DEG = 111.32;

/** Kilometres between two points (equirectangular; fine at city scale). */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const x = (bLng - aLng) * Math.cos(((aLat + bLat) / 2) * (Math.PI / 180)) * KM_PER_DEG;
  const y = (bLat - aLat) * KM_PER_DEG;
  return Math.hypot(x, y);
}

/** A number in [0, 1) from a text. */
const unit = (text: string) => hashOf(text) / 0x1_0000_0000;

const FIRST = ['Golden', 'Juniper', 'Maple', 'Little', 'Harbor', 'Sunny', 'Olive', 'Red Door'];
const SECOND = ['Table', 'Kitchen', 'Spoon', 'House', 'Corner', 'Garden', 'Plate', 'Hearth'];
const KIND = ['Cafe', 'Bistro', 'Eatery', 'Diner', 'Grill', 'Brasserie'];

type SimPlace = RankedPlace & { latitude: number; longitude: number; prominence: number };

/** The neighbourhood of a location: catalog places of its city and generated ones, placed by hash. */
function neighbourhood(loc: RankingQuery['location']): SimPlace[] {
  const around = (seed: string, maxKm: number) => {
    const angle = unit(`${seed}:angle`) * 2 * Math.PI;
    const km = 0.3 + unit(`${seed}:distance`) * maxKm;
    return {
      latitude: loc.latitude + (Math.sin(angle) * km) / KM_PER_DEG,
      longitude:
        loc.longitude +
        (Math.cos(angle) * km) / (KM_PER_DEG * Math.cos(loc.latitude * (Math.PI / 180))),
    };
  };
  const places: SimPlace[] = [];
  const city = loc.city?.toLowerCase() ?? null;
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const own = new Set(words(loc.name));
  // The catalog's entry of the location itself (its words are all in the location's name).
  const isSelf = (name: string) => words(name).every((w) => own.has(w));
  for (const p of PLACE_CATALOG) {
    if (p.place_id === loc.place_id || !city || p.city.toLowerCase() !== city) continue;
    if (isSelf(p.main_text)) continue;
    places.push({
      place_id: p.place_id,
      name: p.main_text,
      prominence: unit(`${p.place_id}:prominence`),
      ...around(`${loc.id}:${p.place_id}`, 6),
    });
  }
  for (let i = 0; i < 44; i++) {
    const seed = `${city ?? loc.id}:${i}`;
    const name = `${FIRST[hashOf(`${seed}:a`) % FIRST.length]} ${SECOND[hashOf(`${seed}:b`) % SECOND.length]} ${KIND[hashOf(`${seed}:c`) % KIND.length]}`;
    if (places.some((p) => p.name === name)) continue;
    places.push({
      place_id: `ChIJsim${hashOf(seed).toString(36)}${i.toString(36)}`,
      name,
      prominence: unit(`${seed}:prominence`) * 0.9,
      ...around(`${loc.id}:${seed}`, 7),
    });
  }
  return places;
}

/**
 * The local simulator: every place of the neighbourhood (the location itself,
 * catalog places of its city, generated ones) gets a score from its relevance
 * to the keyword, its prominence and its distance from the point, plus a small
 * drift per week; the top 20 by score answer. The same (location, keyword,
 * point, week) always gives the same list; near the location it ranks high,
 * far away it falls off.
 */
export function localRanking(): RankingProvider {
  return {
    name: 'local',
    async search(q) {
      const keyword = q.keyword.trim().toLowerCase();
      const words = keyword.split(/\s+/).filter((w) => w.length > 2);
      const me: SimPlace = {
        place_id: q.location.place_id ?? `location:${q.location.id}`,
        name: q.location.name,
        latitude: q.location.latitude,
        longitude: q.location.longitude,
        // Each location does better for some keywords than others.
        prominence: 0.35 + unit(`${q.location.id}:${keyword}:fit`) * 0.55,
      };
      const point = `${q.latitude.toFixed(5)},${q.longitude.toFixed(5)}`;
      const scored = [me, ...neighbourhood(q.location)].map((p) => {
        const relevance =
          unit(`${p.place_id}:${keyword}`) +
          (words.some((w) => p.name.toLowerCase().includes(w)) ? 0.4 : 0);
        const km = distanceKm(q.latitude, q.longitude, p.latitude, p.longitude);
        const drift =
          (unit(`${q.location.id}:${keyword}:${point}:${q.week}:${p.place_id}`) - 0.5) * 0.5;
        return { p, score: relevance + p.prominence * 1.6 - km * 1.1 + drift };
      });
      return scored
        .sort((a, b) => b.score - a.score || a.p.place_id.localeCompare(b.p.place_id))
        .slice(0, MAX_RANK)
        .map(({ p }) => ({ place_id: p.place_id, name: p.name }));
    },
  };
}

/** GOOGLE_PLACES_API_KEY selects the Places API; the simulator otherwise. */
export function createRankingProvider(env: NodeJS.ProcessEnv = process.env): RankingProvider {
  return env.GOOGLE_PLACES_API_KEY ? googleRanking(env.GOOGLE_PLACES_API_KEY) : localRanking();
}
