import { domainOf, requestSite } from './request-site';
import type { ReviewSiteClient, SitePlace, SiteReview } from './types';

type BusinessUnit = { id: string; displayName?: string; name?: { identifying?: string } };
type TrustpilotReview = {
  id: string;
  stars: number;
  title?: string;
  text?: string;
  createdAt: string;
  updatedAt?: string | null;
  consumer?: { displayName?: string };
};

/**
 * The Trustpilot business API: a business unit per website domain (`/v1/business-units/find`
 * with the API key) and its reviews (`/v1/private/business-units/{id}/reviews` with the
 * business user's token, `orderBy=createdat.desc`, numbered pages and a `next-page` link).
 * Whether the account is on a paid tier is not something the API says: the sandbox checks it.
 */
export function trustpilotReviews(
  accessToken: string,
  env: NodeJS.ProcessEnv = process.env,
): ReviewSiteClient {
  const api = (env.TRUSTPILOT_API_URL ?? 'https://api.trustpilot.com').replace(/\/$/, '');
  const apikey = env.TRUSTPILOT_API_KEY ?? '';
  return {
    provider: 'trustpilot',
    async listPlaces(locations) {
      const domains = [
        ...new Set(locations.map((l) => domainOf(l.website)).filter(Boolean)),
      ] as string[];
      const places: SitePlace[] = [];
      for (const domain of domains.slice(0, 50)) {
        const url = new URL(`${api}/v1/business-units/find`);
        url.searchParams.set('name', domain);
        try {
          const unit = await requestSite<BusinessUnit>('trustpilot', url.toString(), { apikey });
          places.push({
            reference_id: unit.id,
            name: unit.displayName ?? unit.name?.identifying ?? domain,
            domain,
          });
        } catch (err) {
          // No business unit for this domain: nothing to read there.
          if (!/answered 404/.test((err as Error).message)) throw err;
        }
      }
      return { places, meets_rule: true };
    },
    async fetchReviews(place, cursor) {
      const page = Number(cursor ?? '1');
      const url = new URL(
        `${api}/v1/private/business-units/${encodeURIComponent(place.reference_id)}/reviews`,
      );
      url.searchParams.set('perPage', '100');
      url.searchParams.set('orderBy', 'createdat.desc');
      url.searchParams.set('page', String(page));
      const body = await requestSite<{ reviews?: TrustpilotReview[]; links?: { rel: string }[] }>(
        'trustpilot',
        url.toString(),
        { authorization: `Bearer ${accessToken}` },
      );
      const reviews: SiteReview[] = (body.reviews ?? []).map((r) => ({
        external_id: r.id,
        rating: Math.min(5, Math.max(1, Math.round(r.stars))),
        title: r.title ?? null,
        content: r.text ?? '',
        author_name: r.consumer?.displayName ?? 'A Trustpilot user',
        published_at: r.createdAt,
        updated_at: r.updatedAt ?? r.createdAt,
        url: `https://www.trustpilot.com/reviews/${r.id}`,
      }));
      const more = body.links?.some((l) => l.rel === 'next-page');
      return { reviews, next_cursor: more ? String(page + 1) : null };
    },
  };
}
