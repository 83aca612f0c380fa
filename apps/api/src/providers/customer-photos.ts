import { PlacesUnavailableError } from './places';

export { PlacesUnavailableError } from './places';

/** A photo a customer (not the business) added to a place's listing. */
export type CustomerPhoto = {
  /** The site's stable name of the photo (Google: places/{place}/photos/{ref}). */
  external_id: string;
  /** Who added it, as the site shows them. */
  author_name: string;
  width: number;
  height: number;
  /** An https address of the image (Google's is short-lived: the daily sync renews it). */
  url: string;
};

/**
 * Customer photos of a location's listing (the console's photo gallery). The real client is the Google
 * Places API (New), selected by GOOGLE_PLACES_API_KEY (GOOGLE_PLACES_URL points it elsewhere,
 * e.g. a test server): Place Details with the field mask `displayName,photos` gives at most
 * ten photos with their author attributions, and `GET /v1/{photo}/media?maxWidthPx=1600
 * &skipHttpRedirect=true` gives each one's address (`photoUri`).
 *
 * Owner or customer: Google does not say. A photo whose author attribution is the business
 * itself (its name on Google, or the location's name or public name; case and spacing
 * ignored) is the owner's and left out; a photo without an author is left out too (it cannot
 * be attributed). Every other photo is a customer's.
 *
 * The local implementation gives nothing: the demo seed (seed/seed-customer-photos.ts)
 * already fills the gallery with customer photos, and made-up photos would only duplicate it.
 */
export interface CustomerPhotosProvider {
  readonly name: string;
  /** The review source (sources.code) the photos are stored under. */
  readonly sourceCode: string;
  /**
   * The customer photos of a place; `businessNames` are the location's own names (an author
   * by one of them is the owner). Empty when the site does not know the place.
   */
  customerPhotos(placeId: string, businessNames: string[]): Promise<CustomerPhoto[]>;
}

/** The local implementation: no photos (the demo seed provides the demo customer photos). */
export function localCustomerPhotos(): CustomerPhotosProvider {
  return {
    name: 'local',
    sourceCode: 'google',
    async customerPhotos() {
      return [];
    },
  };
}

/** A photo of the Places API (New): https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#Photo */
type GooglePhoto = {
  name?: string;
  widthPx?: number;
  heightPx?: number;
  authorAttributions?: { displayName?: string; uri?: string; photoUri?: string }[];
};

/** The widest image asked for (Google accepts 1..4800). */
export const PHOTO_MAX_WIDTH_PX = 1600;

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const isHttps = (u: unknown): u is string => {
  if (typeof u !== 'string') return false;
  try {
    return new URL(u).protocol === 'https:';
  } catch {
    return false;
  }
};

export function googleCustomerPhotos(
  apiKey: string,
  baseUrl = 'https://places.googleapis.com',
  fetchImpl: typeof fetch = fetch,
): CustomerPhotosProvider {
  const base = baseUrl.replace(/\/$/, '');
  async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T | null> {
    const res = await fetchImpl(`${base}${path}`, {
      headers: { 'X-Goog-Api-Key': apiKey, ...headers },
      signal: AbortSignal.timeout(10_000),
    }).catch((err: Error) => {
      throw new PlacesUnavailableError(err.message);
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new PlacesUnavailableError(`Places API answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    name: 'google',
    sourceCode: 'google',
    async customerPhotos(placeId, businessNames) {
      const place = await get<{ displayName?: { text?: string }; photos?: GooglePhoto[] }>(
        `/v1/places/${encodeURIComponent(placeId)}`,
        { 'X-Goog-FieldMask': 'displayName,photos' },
      );
      if (!place) return [];
      const owners = new Set(
        [place.displayName?.text ?? '', ...businessNames].map(normalName).filter(Boolean),
      );
      const photos: CustomerPhoto[] = [];
      for (const p of place.photos ?? []) {
        const author = p.authorAttributions?.[0]?.displayName?.trim();
        const [w, h] = [p.widthPx ?? 0, p.heightPx ?? 0];
        if (!p.name || !author || owners.has(normalName(author)) || w < 1 || h < 1) continue;
        // The photo's name is places/{place}/photos/{ref}; its path segments are kept as they are.
        const media = await get<{ name?: string; photoUri?: string }>(
          `/v1/${p.name.split('/').map(encodeURIComponent).join('/')}/media?maxWidthPx=${PHOTO_MAX_WIDTH_PX}&skipHttpRedirect=true`,
        );
        if (!isHttps(media?.photoUri)) continue;
        // The image is scaled down to the asked width, keeping its shape.
        const scale = w > PHOTO_MAX_WIDTH_PX ? PHOTO_MAX_WIDTH_PX / w : 1;
        photos.push({
          external_id: p.name,
          author_name: author,
          width: Math.max(1, Math.round(w * scale)),
          height: Math.max(1, Math.round(h * scale)),
          url: media.photoUri,
        });
      }
      return photos;
    },
  };
}

/** From the environment: GOOGLE_PLACES_API_KEY selects Google (GOOGLE_PLACES_URL its address). */
export function createCustomerPhotos(env: NodeJS.ProcessEnv = process.env): CustomerPhotosProvider {
  return env.GOOGLE_PLACES_API_KEY
    ? googleCustomerPhotos(env.GOOGLE_PLACES_API_KEY, env.GOOGLE_PLACES_URL || undefined)
    : localCustomerPhotos();
}

const fallback = new WeakMap<object, CustomerPhotosProvider>();

/** The app's customer photos provider: the configured one, else one local one per app. */
export function customerPhotosOf(deps: {
  providers: { customerPhotos?: CustomerPhotosProvider };
}): CustomerPhotosProvider {
  if (deps.providers.customerPhotos) return deps.providers.customerPhotos;
  const p = fallback.get(deps) ?? localCustomerPhotos();
  fallback.set(deps, p);
  return p;
}
