import { requestSite } from './request-site';
import type { ReviewSiteClient, SitePlace, SiteReview } from './types';

/** Google's three hosts; GOOGLE_API_URL points all of them elsewhere (a test's fake server). */
export function googleHosts(env: NodeJS.ProcessEnv = process.env) {
  const base = env.GOOGLE_API_URL?.replace(/\/$/, '');
  return {
    accounts: base ?? 'https://mybusinessaccountmanagement.googleapis.com',
    information: base ?? 'https://mybusinessbusinessinformation.googleapis.com',
    reviews: base ?? 'https://mybusiness.googleapis.com',
  };
}

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const OWNER_ROLES = new Set(['PRIMARY_OWNER', 'OWNER']);

type GoogleAccount = { name: string; role?: string };
type GoogleLocation = {
  name: string;
  title?: string;
  websiteUri?: string;
  metadata?: { placeId?: string };
};
type GoogleReview = {
  reviewId: string;
  name?: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime: string;
  updateTime?: string;
};

/**
 * The Google Business Profile APIs: accounts (Account Management v1), their locations
 * (Business Information v1, with the place id in `metadata`) and each location's reviews
 * (My Business v4, `orderBy=updateTime desc`, `nextPageToken`). The connected Google
 * account must own one of its Business Profile accounts.
 */
export function googleReviews(
  accessToken: string,
  env: NodeJS.ProcessEnv = process.env,
): ReviewSiteClient {
  const hosts = googleHosts(env);
  const auth = { authorization: `Bearer ${accessToken}` };
  const get = <T>(url: string) => requestSite<T>('google', url, auth);

  async function all<T, K extends string>(url: string, key: K): Promise<T[]> {
    const items: T[] = [];
    let token: string | undefined;
    for (let page = 0; page < 50; page++) {
      const u = new URL(url);
      if (token) u.searchParams.set('pageToken', token);
      const body = await get<Record<K, T[] | undefined> & { nextPageToken?: string }>(u.toString());
      items.push(...(body[key] ?? []));
      token = body.nextPageToken;
      if (!token) break;
    }
    return items;
  }

  return {
    provider: 'google',
    async listPlaces() {
      const accounts = await all<GoogleAccount, 'accounts'>(
        `${hosts.accounts}/v1/accounts?pageSize=20`,
        'accounts',
      );
      const owned = accounts.filter((a) => OWNER_ROLES.has(a.role ?? ''));
      const places: SitePlace[] = [];
      for (const account of owned) {
        const url = new URL(`${hosts.information}/v1/${account.name}/locations`);
        url.searchParams.set('readMask', 'name,title,websiteUri,metadata');
        url.searchParams.set('pageSize', '100');
        for (const l of await all<GoogleLocation, 'locations'>(url.toString(), 'locations'))
          places.push({
            // The v4 reviews resource wants accounts/{a}/locations/{l}.
            reference_id: `${account.name}/${l.name}`,
            name: l.title ?? l.name,
            place_id: l.metadata?.placeId ?? null,
            domain: null,
          });
      }
      return { places, meets_rule: owned.length > 0 };
    },
    async fetchReviews(place, cursor) {
      const url = new URL(`${hosts.reviews}/v4/${place.reference_id}/reviews`);
      url.searchParams.set('pageSize', '50');
      url.searchParams.set('orderBy', 'updateTime desc');
      if (cursor) url.searchParams.set('pageToken', cursor);
      const body = await get<{ reviews?: GoogleReview[]; nextPageToken?: string }>(url.toString());
      const reviews: SiteReview[] = (body.reviews ?? [])
        .filter((r) => STARS[r.starRating ?? ''])
        .map((r) => ({
          external_id: r.reviewId,
          rating: STARS[r.starRating!]!,
          content: r.comment ?? '',
          author_name: r.reviewer?.isAnonymous
            ? 'A Google user'
            : (r.reviewer?.displayName ?? 'A Google user'),
          published_at: r.createTime,
          updated_at: r.updateTime ?? r.createTime,
        }));
      return { reviews, next_cursor: body.nextPageToken ?? null };
    },
  };
}
