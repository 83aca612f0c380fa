import { email } from './auth';
import { listQuery } from './common';
import { PHONE_PATTERN } from './locations';
import { boolean, type Infer, id, object, optional, refine, type Schema, string } from './validate';

/**
 * Partner scorecards (spec 1: PARTNER_SCORECARD, /partner-tools/scorecards and the public
 * /scorecardrequest/:id): a partner's reputation scorecard of a prospect business.
 */

export const PARTNER_SCORECARD_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type PartnerScorecardGrade = (typeof PARTNER_SCORECARD_GRADES)[number];

/** The parts of the overall score, each 0..100 (null: not known, left out of the score). */
export type PartnerScorecardSubscores = {
  rating: number | null;
  volume: number;
  recency: number;
  response_rate: number | null;
  listing_accuracy: number | null;
  competition: number | null;
};

/** The prospect's listing on one directory compared with its Google place. */
export type PartnerScorecardListing = {
  directory: string;
  directory_name: string;
  found: boolean;
  name_matches: boolean;
  address_matches: boolean;
  phone_matches: boolean;
  hours_match: boolean;
};

/** A place near the prospect, of its category first. */
export type PartnerScorecardCompetitor = {
  name: string;
  address: string | null;
  distance_km: number | null;
  rating: number | null;
  review_count: number | null;
};

/** The measured figures of a prospect, before its score. Shares are 0..1. */
export type PartnerScorecardFigures = {
  rating: number | null;
  review_count: number;
  days_since_last_review: number | null;
  reviews_last_30_days: number;
  reviews_last_90_days: number;
  response_rate: number | null;
  listing_accuracy: number | null;
  /** The competitors' average rating and average review count. */
  competitor_rating: number | null;
  competitor_review_count: number | null;
};

/** One run of a scorecard: its figures, score and grade. */
export type PartnerScorecardSnapshot = PartnerScorecardFigures & {
  id: number;
  created_at: string;
  /**
   * Where the review figures come from: `'plaudit'` when the place is a location of the partner
   * or one of its child accounts (its reviews in Plaudit, as that account sees them), else the
   * place search that measured it (`'google'`, or `'local'` for the built-in demo search).
   */
  provider: string;
  score: number;
  grade: PartnerScorecardGrade;
  subscores: PartnerScorecardSubscores;
  listings: PartnerScorecardListing[];
  competitors: PartnerScorecardCompetitor[];
};

/** A scorecard with its newest snapshot (GET /partner_scorecards). */
export type PartnerScorecard = {
  id: number;
  google_place_id: string;
  business_name: string;
  address: string | null;
  category: string | null;
  /** The :id of the public page /scorecardrequest/:id. */
  share_token: string;
  created_at: string;
  created_by_name: string | null;
  leads_count: number;
  latest: PartnerScorecardSnapshot | null;
};

/** GET /partner_scorecards/{id}: with every snapshot, newest first. */
export type PartnerScorecardDetail = PartnerScorecard & { history: PartnerScorecardSnapshot[] };

/** An answer of the public page's lead form. */
export type PartnerScorecardLead = {
  id: number;
  scorecard_id: number;
  business_name: string;
  name: string;
  email: string;
  phone: string | null;
  business: string | null;
  message: string | null;
  consent: boolean;
  created_at: string;
};

/** GET /partner_scorecards/overview: the partner tools landing. */
export type PartnerScorecardOverview = {
  scorecards: number;
  leads: number;
  leads_last_30_days: number;
  recent: PartnerScorecard[];
  recent_leads: PartnerScorecardLead[];
};

/** A place found by the scorecard place search. */
export type PartnerScorecardPlace = {
  google_place_id: string;
  name: string;
  address: string | null;
  rating: number | null;
  review_count: number | null;
};

/** GET /public/partner_scorecards/{token}: the public page (no login). */
export type PublicPartnerScorecard = {
  partner_name: string;
  /** The partner's white-label colours (#rrggbb), or null without a white label. */
  brand: { background_color: string; text_color: string } | null;
  business_name: string;
  address: string | null;
  prepared_at: string;
  snapshot: PartnerScorecardSnapshot;
};

/** GET /partner_scorecards */
export const partnerScorecardListQuery = object({
  ...listQuery(['business_name', 'created_at', 'score'] as const, 100),
  account_id: optional(id()),
});
export type PartnerScorecardListQuery = Infer<typeof partnerScorecardListQuery>;

/** GET /partner_scorecards/overview, /places, /shared */
export const partnerScorecardAccountQuery = object({ account_id: optional(id()) });
export type PartnerScorecardAccountQuery = Infer<typeof partnerScorecardAccountQuery>;

/** GET /partner_scorecards/places: the place search a scorecard starts from. */
export const partnerScorecardPlacesQuery = object({
  account_id: optional(id()),
  keywords: string({ min: 2, max: 200 }),
});
export type PartnerScorecardPlacesQuery = Infer<typeof partnerScorecardPlacesQuery>;

/** POST /partner_scorecards */
export const partnerScorecardCreateBody = object({
  account_id: optional(id()),
  google_place_id: string({ min: 1, max: 300, pattern: /^[A-Za-z0-9_-]+$/ }),
});
export type PartnerScorecardCreateBody = Infer<typeof partnerScorecardCreateBody>;

/** GET /partner_scorecards/{id}/leads */
export const partnerScorecardLeadsQuery = object({
  ...listQuery(['created_at'] as const, 100),
});
export type PartnerScorecardLeadsQuery = Infer<typeof partnerScorecardLeadsQuery>;

const optionalText = (max: number) => optional(string({ max }));

/** POST /public/partner_scorecards/{token}/leads: the lead form (spec 1 patterns). */
export const partnerScorecardLeadBody = object({
  name: string({ min: 1, max: 200 }),
  email: email(),
  phone: optional(
    refine(string({ max: 40 }), (v) =>
      v === '' || PHONE_PATTERN.test(v) ? null : 'Enter a 10-digit phone number',
    ),
  ),
  business: optionalText(200),
  message: optionalText(2000),
  consent: refine(boolean(), (v) =>
    v ? null : 'Please agree to be contacted about your scorecard',
  ) as Schema<true>,
});
export type PartnerScorecardLeadBody = Infer<typeof partnerScorecardLeadBody>;

/** The public share token: 22 base64url characters. */
export const PARTNER_SCORECARD_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The `partner_scorecards` export's filters: the list's search words. */
export const partnerScorecardExportFilters = object({ keywords: optional(string({ max: 200 })) });
export type PartnerScorecardExportFilters = Infer<typeof partnerScorecardExportFilters>;
