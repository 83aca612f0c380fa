import { demoCompetitorReviews, demoRatingSummary } from './competitor-demo-reviews';
import {
  COMPETITOR_NEIGHBOURS,
  distanceKm,
  type LocalPlace,
  neighbourPlace,
} from './competitor-neighbours';
import { catalogPlace, searchCatalog } from './place-catalog';
import { PlacesUnavailableError } from './places';

export { PlacesUnavailableError } from './places';

export type LatLng = { latitude: number; longitude: number };

/** A place that may be a competitor. */
export type CompetitorPlace = {
  google_place_id: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Google's primary category (gcid:...), or null. */
  category: string | null;
};

/** A place found near a point or by name, with its public rating when the site gives one. */
export type FoundPlace = CompetitorPlace & {
  distance_km: number | null;
  rating: number | null;
  rating_count: number | null;
};

/** A public review of a competitor place. */
export type CompetitorSiteReview = {
  /** Stable per place and site. */
  external_id: string;
  /** 1-5 */
  rating: number;
  content: string;
  author_name: string;
  /** ISO 8601 */
  published_at: string;
  /** When the place's owner replied on the site (null: no reply, or the site does not say). */
  responded_at: string | null;
};

/**
 * Competitor places and their public reviews. The real client is the Google Places
 * API (New), selected by GOOGLE_PLACES_API_KEY (GOOGLE_PLACES_URL points it elsewhere, e.g.
 * a test server): Nearby Search for suggestions, Text Search by name, Place Details for a
 * place and its `reviews` (Google gives the five most relevant; owner replies are not in the
 * API). The local implementation knows the demo locations' neighbours and gives each place a
 * stable history of over a year of reviews (see competitor-demo-reviews.ts).
 */
export interface CompetitorPlacesProvider {
  readonly name: string;
  /** The review source (sources.code) the reviews are stored under. */
  readonly sourceCode: string;
  /** Places near a point, of `category` first, nearest first; at most `limit` (default 20). */
  nearbyPlaces(
    center: LatLng,
    opts: { category: string | null; radiusKm?: number; limit?: number },
  ): Promise<FoundPlace[]>;
  /** Places matching the keywords (at most 10), nearest first when `near` is given. */
  searchPlaces(keywords: string, near: LatLng | null): Promise<FoundPlace[]>;
  /** One place; null when the site does not know it. */
  place(placeId: string): Promise<CompetitorPlace | null>;
  /** The place's reviews published after `since` (all it gives when null). */
  reviews(place: CompetitorPlace, since: Date | null): Promise<CompetitorSiteReview[]>;
}

const fromLocal = (p: LocalPlace, near: LatLng | null): FoundPlace => {
  const summary = demoRatingSummary(p.google_place_id);
  return {
    ...p,
    distance_km: near ? Math.round(distanceKm(near, p) * 100) / 100 : null,
    rating: summary.rating,
    rating_count: summary.count,
  };
};

/** The local implementation: the demo locations' neighbours and the place catalog. */
export function localCompetitorPlaces(
  now: () => Date = () => new Date(),
): CompetitorPlacesProvider {
  return {
    name: 'local',
    sourceCode: 'google',
    async nearbyPlaces(center, opts) {
      const radius = opts.radiusKm ?? 5;
      return COMPETITOR_NEIGHBOURS.map((p) => fromLocal(p, center))
        .filter((p) => (p.distance_km ?? Infinity) <= radius)
        .sort(
          (a, b) =>
            Number(b.category === opts.category) - Number(a.category === opts.category) ||
            (a.distance_km ?? 0) - (b.distance_km ?? 0),
        )
        .slice(0, opts.limit ?? 20);
    },
    async searchPlaces(keywords, near) {
      const words = keywords.toLowerCase().split(/\s+/).filter(Boolean);
      const neighbours = COMPETITOR_NEIGHBOURS.filter((p) => {
        const text = `${p.name} ${p.address}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }).map((p) => fromLocal(p, near));
      const catalog = searchCatalog(keywords).map(
        (c): FoundPlace => ({
          google_place_id: c.place_id,
          name: c.main_text,
          address: c.secondary_text,
          latitude: null,
          longitude: null,
          category: c.category,
          distance_km: null,
          rating: demoRatingSummary(c.place_id).rating,
          rating_count: demoRatingSummary(c.place_id).count,
        }),
      );
      return [
        ...neighbours.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0)),
        ...catalog,
      ].slice(0, 10);
    },
    async place(placeId) {
      const n = neighbourPlace(placeId);
      if (n) return { ...n };
      const c = catalogPlace(placeId);
      if (!c) return null;
      return {
        google_place_id: c.place_id,
        name: c.main_text,
        address: c.secondary_text,
        latitude: null,
        longitude: null,
        category: c.category,
      };
    },
    async reviews(place, since) {
      return demoCompetitorReviews(place, since, now());
    },
  };
}

type GooglePlace = {
  id: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  primaryType?: string;
  rating?: number;
  userRatingCount?: number;
  reviews?: GoogleReview[];
};
/** A review of the Places API (New): https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#Review */
type GoogleReview = {
  name?: string;
  rating?: number;
  text?: { text?: string };
  originalText?: { text?: string };
  authorAttribution?: { displayName?: string };
  publishTime?: string;
};

const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'primaryType'];
const FOUND_FIELDS = [...PLACE_FIELDS, 'rating', 'userRatingCount'];

export function googleCompetitorPlaces(
  apiKey: string,
  baseUrl = 'https://places.googleapis.com',
  fetchImpl: typeof fetch = fetch,
): CompetitorPlacesProvider {
  const base = baseUrl.replace(/\/$/, '');
  async function call<T>(path: string, fields: string, body?: unknown): Promise<T | null> {
    const res = await fetchImpl(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Goog-Api-Key': apiKey,
        'X-Goog-FieldMask': fields,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    }).catch((err: Error) => {
      throw new PlacesUnavailableError(err.message);
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new PlacesUnavailableError(`Places API answered ${res.status}`);
    return (await res.json()) as T;
  }
  const toPlace = (p: GooglePlace): CompetitorPlace => ({
    google_place_id: p.id,
    name: p.displayName?.text ?? '',
    address: p.formattedAddress ?? null,
    latitude: p.location?.latitude ?? null,
    longitude: p.location?.longitude ?? null,
    category: p.primaryType ? `gcid:${p.primaryType}` : null,
  });
  const toFound = (p: GooglePlace, near: LatLng | null): FoundPlace => {
    const place = toPlace(p);
    return {
      ...place,
      distance_km:
        near && place.latitude !== null && place.longitude !== null
          ? Math.round(
              distanceKm(near, { latitude: place.latitude, longitude: place.longitude }) * 100,
            ) / 100
          : null,
      rating: p.rating ?? null,
      rating_count: p.userRatingCount ?? null,
    };
  };
  const mask = (fields: string[]) => fields.map((f) => `places.${f}`).join(',');
  return {
    name: 'google',
    sourceCode: 'google',
    async nearbyPlaces(center, opts) {
      const type = opts.category?.replace(/^gcid:/, '');
      const body = await call<{ places?: GooglePlace[] }>(
        '/v1/places:searchNearby',
        mask(FOUND_FIELDS),
        {
          ...(type ? { includedTypes: [type] } : {}),
          maxResultCount: Math.min(20, opts.limit ?? 20),
          rankPreference: 'DISTANCE',
          locationRestriction: {
            circle: { center, radius: Math.min(50_000, (opts.radiusKm ?? 5) * 1000) },
          },
        },
      );
      return (body?.places ?? []).map((p) => toFound(p, center));
    },
    async searchPlaces(keywords, near) {
      const body = await call<{ places?: GooglePlace[] }>(
        '/v1/places:searchText',
        mask(FOUND_FIELDS),
        {
          textQuery: keywords,
          pageSize: 10,
          ...(near ? { locationBias: { circle: { center: near, radius: 10_000 } } } : {}),
        },
      );
      return (body?.places ?? []).map((p) => toFound(p, near));
    },
    async place(placeId) {
      const p = await call<GooglePlace>(
        `/v1/places/${encodeURIComponent(placeId)}`,
        PLACE_FIELDS.join(','),
      );
      return p ? toPlace(p) : null;
    },
    async reviews(place, since) {
      const p = await call<GooglePlace>(
        `/v1/places/${encodeURIComponent(place.google_place_id)}`,
        'id,reviews',
      );
      return (p?.reviews ?? [])
        .filter((r) => r.name && r.publishTime && r.rating)
        .map((r) => ({
          external_id: r.name as string,
          rating: Math.min(5, Math.max(1, Math.round(r.rating as number))),
          content: r.text?.text ?? r.originalText?.text ?? '',
          author_name: r.authorAttribution?.displayName || 'A Google user',
          published_at: new Date(r.publishTime as string).toISOString(),
          responded_at: null,
        }))
        .filter((r) => !since || new Date(r.published_at) > since);
    },
  };
}

/** From the environment: GOOGLE_PLACES_API_KEY selects Google (GOOGLE_PLACES_URL its address). */
export function createCompetitorPlaces(
  env: NodeJS.ProcessEnv = process.env,
): CompetitorPlacesProvider {
  return env.GOOGLE_PLACES_API_KEY
    ? googleCompetitorPlaces(env.GOOGLE_PLACES_API_KEY, env.GOOGLE_PLACES_URL || undefined)
    : localCompetitorPlaces();
}

const fallback = new WeakMap<object, CompetitorPlacesProvider>();

/** The app's competitor places provider: the configured one, else one local one per app. */
export function competitorPlacesOf(deps: {
  providers: { competitorPlaces?: CompetitorPlacesProvider };
}): CompetitorPlacesProvider {
  if (deps.providers.competitorPlaces) return deps.providers.competitorPlaces;
  const p = fallback.get(deps) ?? localCompetitorPlaces();
  fallback.set(deps, p);
  return p;
}
