import { domainOf, requestSite } from './request-site';
import type { ReviewSiteClient, SitePlace, SiteReview } from './types';

export const GRAPH_VERSION = 'v19.0';

type FacebookPage = {
  id: string;
  name: string;
  website?: string;
  access_token?: string;
  tasks?: string[];
};
type FacebookRating = {
  created_time: string;
  recommendation_type?: 'positive' | 'negative';
  rating?: number;
  review_text?: string;
  reviewer?: { id?: string; name?: string };
  open_graph_story?: { id?: string };
};
type Paged<T> = { data?: T[]; paging?: { cursors?: { after?: string }; next?: string } };

/** Graph API time `2024-05-01T10:00:00+0000` as ISO 8601. */
const isoOf = (t: string) => new Date(t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')).toISOString();

/**
 * The Facebook Graph API: the pages the user manages (`/me/accounts`, each with its page
 * token and the user's tasks) and each page's `/ratings` (recommendations: positive counts as
 * 5 stars, negative as 1; older star ratings keep their stars), paged by the `after` cursor.
 * The connected user must be an admin of a page (the MANAGE task).
 */
export function facebookRatings(
  accessToken: string,
  env: NodeJS.ProcessEnv = process.env,
): ReviewSiteClient {
  const graph = `${(env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, '')}/${GRAPH_VERSION}`;
  const get = <T>(url: URL, token: string) => {
    url.searchParams.set('access_token', token);
    return requestSite<T>('facebook', url.toString(), {});
  };
  return {
    provider: 'facebook',
    async listPlaces() {
      const pages: FacebookPage[] = [];
      let after: string | undefined;
      for (let i = 0; i < 20; i++) {
        const url = new URL(`${graph}/me/accounts`);
        url.searchParams.set('fields', 'id,name,website,access_token,tasks');
        url.searchParams.set('limit', '100');
        if (after) url.searchParams.set('after', after);
        const body = await get<Paged<FacebookPage>>(url, accessToken);
        pages.push(...(body.data ?? []));
        after = body.paging?.next ? body.paging.cursors?.after : undefined;
        if (!after) break;
      }
      const admin = pages.filter((p) => p.tasks?.includes('MANAGE'));
      const places: SitePlace[] = admin.map((p) => ({
        reference_id: p.id,
        name: p.name,
        domain: domainOf(p.website),
        access_token: p.access_token ?? null,
      }));
      return { places, meets_rule: admin.length > 0 };
    },
    async fetchReviews(place, cursor) {
      const url = new URL(`${graph}/${encodeURIComponent(place.reference_id)}/ratings`);
      url.searchParams.set(
        'fields',
        'created_time,recommendation_type,rating,review_text,reviewer,open_graph_story',
      );
      url.searchParams.set('limit', '50');
      if (cursor) url.searchParams.set('after', cursor);
      const body = await get<Paged<FacebookRating>>(url, place.access_token ?? accessToken);
      const reviews: SiteReview[] = (body.data ?? []).map((r) => {
        const at = isoOf(r.created_time);
        return {
          external_id: r.open_graph_story?.id ?? `${place.reference_id}:${r.created_time}`,
          rating: r.rating ?? (r.recommendation_type === 'negative' ? 1 : 5),
          content: r.review_text ?? '',
          author_name: r.reviewer?.name ?? 'A Facebook user',
          published_at: at,
          updated_at: at,
        };
      });
      return {
        reviews,
        next_cursor: body.paging?.next ? (body.paging.cursors?.after ?? null) : null,
      };
    },
  };
}
