import { FEEDBACK_SCALES, FEEDBACK_TYPES, type FeedbackType } from '@plaudit/api-client/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import type { RequestTarget } from './resolve-request-target';

// Which question a request page asks (its kind, the feedback type of its link) and which
// answers its scale accepts.

export const PAGE_KINDS = [...FEEDBACK_TYPES, 'review', 'kiosk'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
/** The kiosk asks with faces unless its link says otherwise (?type=nps). */
export const KIOSK_TYPE: FeedbackType = 'faces';
/** The type a page asks with: the kiosk link's, a review page's campaign's, or its own. */
export const feedbackTypeOf = (
  c: Context<AppEnv>,
  kind: PageKind,
  t: RequestTarget,
): FeedbackType => {
  if (kind === 'kiosk') {
    const asked = c.req.query('type');
    return (FEEDBACK_TYPES as readonly string[]).includes(asked ?? '')
      ? (asked as FeedbackType)
      : KIOSK_TYPE;
  }
  if (kind === 'review') return t.campaign?.feedback_type ?? 'stars';
  return kind;
};

/**
 * A score as the request's scale has it: decimal digits only (no sign, exponent, fraction or
 * spaces, so `1e1` is not 10), and one of the scale's scores. Null: not an answer.
 */
export function parseScore(type: FeedbackType, raw: string | undefined): number | null {
  if (!raw || !/^[0-9]{1,2}$/.test(raw)) return null;
  const score = Number.parseInt(raw, 10);
  return FEEDBACK_SCALES[type].some((s) => s.score === score) ? score : null;
}

/** What the scale accepts, in words: "a whole number from 0 to 10". */
export const scaleInWords = (type: FeedbackType) => {
  const scores = FEEDBACK_SCALES[type].map((s) => s.score);
  return `a whole number from ${Math.min(...scores)} to ${Math.max(...scores)}`;
};

/**
 * The feedback type a recipient's own link asks with is its campaign's; a page of another
 * type on that link is not this request's page.
 */
export const otherTypeThanAsked = (kind: PageKind, t: RequestTarget) =>
  t.campaign !== null &&
  (FEEDBACK_TYPES as readonly string[]).includes(kind) &&
  kind !== t.campaign.feedback_type;
