import type { OauthProvider } from '@plaudit/api-client/schemas';

/** A place on the review site: a Google Business Profile location, a Facebook page, a Trustpilot business unit. */
export type SitePlace = {
  /** The site's id for it (`accounts/1/locations/2`, a page id, a business unit id). */
  reference_id: string;
  name: string;
  /** Google's place id, when the site knows it (the best way to find our location). */
  place_id?: string | null;
  /** The website's domain (Trustpilot's business units are domains). */
  domain?: string | null;
  /** A token of the place's own (Facebook page tokens); the connection's token otherwise. */
  access_token?: string | null;
};

/** One review as the site gives it, in our words. */
export type SiteReview = {
  external_id: string;
  /** 1-5 (Facebook recommendations: positive 5, negative 1). */
  rating: number;
  content: string;
  title?: string | null;
  author_name: string;
  published_at: string;
  /** When the site last changed it (the incremental sync's high-water mark). */
  updated_at: string;
  url?: string | null;
};

export type ReviewPage = { reviews: SiteReview[]; next_cursor: string | null };

/** What the locations of the account look like to the matcher and to site searches. */
export type OurLocation = {
  id: number;
  name: string;
  google_place_id: string | null;
  website: string | null;
};

/**
 * A review site's API, for one connection's access token. Reviews come newest first, so a
 * sync reads pages until it reaches what it saw last time.
 */
export type ReviewSiteClient = {
  provider: OauthProvider;
  /**
   * The places the connected account manages, and whether that account meets the site's
   * rule of spec 1 section 5 (an owner on Google, a page admin on Facebook).
   */
  listPlaces(locations: OurLocation[]): Promise<{ places: SitePlace[]; meets_rule: boolean }>;
  /** One page of a place's reviews, newest first; `cursor` from the previous page. */
  fetchReviews(place: SitePlace, cursor: string | null): Promise<ReviewPage>;
};

/** The site asks us to slow down (HTTP 429, Facebook's throttling codes). */
export class RateLimitedError extends Error {
  constructor(
    readonly provider: OauthProvider,
    readonly retryAfterMs: number,
  ) {
    super(`${provider} asked to wait ${Math.ceil(retryAfterMs / 1000)} s (rate limit)`);
  }
}

/** The token no longer works (revoked, expired, permissions removed). */
export class AccessRevokedError extends Error {
  constructor(
    readonly provider: OauthProvider,
    detail: string,
  ) {
    super(`${provider} refused the access token: ${detail}`);
  }
}
