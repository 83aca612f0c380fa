import { email } from './auth';
import { listQuery } from './common';
import {
  array,
  boolean,
  datetime,
  httpUrl,
  type Infer,
  id,
  nullable,
  object,
  oneOf,
  optional,
  partial,
  string,
} from './validate';

/** How a request reaches the customer: e-mail, or a text message with the sms_requests setting. */
export const REQUEST_TYPES = ['email', 'sms'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The e-mail's layout: plain text, or branded with the header (text or image) and colours. */
export const CAMPAIGN_LAYOUTS = ['simple', 'branded'] as const;
export type CampaignLayout = (typeof CAMPAIGN_LAYOUTS)[number];
/** The one-tap question of the request (spec 1 section 1: NPS, stars, thumbs, faces). */
export const FEEDBACK_TYPES = ['nps', 'stars', 'thumbs', 'faces'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The question each feedback type asks, as the request's content shows it. Changing a
 * campaign's feedback type swaps one for the other (spec 1 section 4).
 */
export const FEEDBACK_QUESTIONS: Record<FeedbackType, string> = {
  nps: 'How likely are you to recommend {location_name} to a friend or colleague?',
  stars: 'How would you rate your visit to {location_name}?',
  thumbs: 'Would you recommend {location_name}?',
  faces: 'How was your visit to {location_name}?',
};

/**
 * The content with the feedback question of `from` replaced by that of `to`; when the
 * content holds none of the questions, the NPS one is what is swapped (spec 1 section 4:
 * falling back to nps). Content without any question is returned as it is.
 */
export function swapFeedbackQuestion(
  content: string,
  from: FeedbackType | null | undefined,
  to: FeedbackType,
): string {
  const old = from && content.includes(FEEDBACK_QUESTIONS[from]) ? from : 'nps';
  return content.replace(FEEDBACK_QUESTIONS[old], FEEDBACK_QUESTIONS[to]);
}

/** The default content of a new request, with the NPS question (the default feedback type). */
export const DEFAULT_REQUEST_CONTENT = `Hi {first_name},

Thank you for choosing {location_name}. ${FEEDBACK_QUESTIONS.nps}

It takes one tap, and it helps us a lot.`;

/** The placeholders a request may use. */
export const REQUEST_PLACEHOLDERS = {
  first_name: 'The recipient’s first name',
  last_name: 'The recipient’s last name',
  location_name: 'The location’s name',
  business_name: 'Your business name',
} as const;

/** What the API answers when a campaign is not a draft any more, or is gone (spec 1 section 4). */
export const CAMPAIGN_ERRORS = {
  CAMPAIGN_NOT_DRAFT:
    'This campaign has already been sent or scheduled and can no longer be changed.',
  CAMPAIGN_NOT_FOUND: 'This campaign no longer exists.',
} as const;
export type CampaignErrorCode = keyof typeof CAMPAIGN_ERRORS;

/** A template for review requests (spec 1 section 3). */
export type CampaignTemplate = {
  id: number;
  account_id: number;
  name: string;
  request_type: RequestType;
  layout: CampaignLayout;
  subject: string;
  content: string;
  header_text: string | null;
  header_image: string | null;
  use_header_image: boolean;
  created_at: string;
  updated_at: string;
};

/** A review-request campaign (spec 1 section 3: the campaign draft, and what it becomes). */
export type Campaign = {
  id: number;
  account_id: number;
  location_id: number;
  template_id: number | null;
  name: string;
  request_type: RequestType;
  layout: CampaignLayout;
  subject: string;
  content: string;
  header_text: string | null;
  header_image: string | null;
  use_header_image: boolean;
  sender_name: string | null;
  sender_email: string | null;
  feedback_type: FeedbackType;
  auto_select_sources: boolean;
  /** The review sites offered after an answer when auto_select_sources is off (GET /urls ids). */
  url_ids: number[];
  status: CampaignStatus;
  scheduled_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** Where the sending stands: recipients by state, and what they did. */
  progress: CampaignProgress;
};

/** A campaign's recipients by state, and how many opened, clicked and answered. */
export type CampaignProgress = {
  recipients: number;
  pending: number;
  sent: number;
  delivered: number;
  failed: number;
  skipped: number;
  opened: number;
  clicked: number;
  responded: number;
};

/** Only http(s) addresses are stored. */
const httpsImage = httpUrl({ max: 2000 });
const messageFields = {
  request_type: optional(oneOf(REQUEST_TYPES), 'email'),
  layout: optional(oneOf(CAMPAIGN_LAYOUTS), 'simple'),
  subject: optional(string({ max: 200 }), ''),
  content: string({ min: 1, max: 5000 }),
  header_text: optional(string({ max: 200 })),
  header_image: optional(httpsImage),
  use_header_image: optional(boolean(), false),
};

/** POST /templates */
export const campaignTemplateCreateBody = object({
  name: string({ min: 1, max: 100 }),
  ...messageFields,
});
export type CampaignTemplateCreateBody = Infer<typeof campaignTemplateCreateBody>;
/** PATCH /templates/{id} */
export const campaignTemplateUpdateBody = partial(
  object({
    name: string({ min: 1, max: 100 }),
    request_type: oneOf(REQUEST_TYPES),
    layout: oneOf(CAMPAIGN_LAYOUTS),
    subject: string({ max: 200 }),
    content: string({ min: 1, max: 5000 }),
    header_text: string({ max: 200 }),
    header_image: nullable(httpsImage),
    use_header_image: boolean(),
  }),
);
export type CampaignTemplateUpdateBody = Infer<typeof campaignTemplateUpdateBody>;
/** GET /templates */
export const campaignTemplateListQuery = object({
  ...listQuery(['name', 'created_at', 'updated_at'] as const, 100),
  request_type: optional(oneOf(REQUEST_TYPES)),
});
export type CampaignTemplateListQuery = Infer<typeof campaignTemplateListQuery>;

/**
 * POST /campaigns: a draft. Without content it starts from the template (when given) or the
 * default request; the spec's defaults are auto_select_sources true and feedback type nps.
 */
export const campaignCreateBody = object({
  name: string({ min: 1, max: 100 }),
  location_id: id(),
  template_id: optional(id()),
  request_type: optional(oneOf(REQUEST_TYPES)),
  layout: optional(oneOf(CAMPAIGN_LAYOUTS)),
  subject: optional(string({ max: 200 })),
  content: optional(string({ min: 1, max: 5000 })),
  header_text: optional(string({ max: 200 })),
  header_image: optional(httpsImage),
  use_header_image: optional(boolean()),
  sender_name: optional(string({ max: 100 })),
  sender_email: optional(email()),
  feedback_type: optional(oneOf(FEEDBACK_TYPES), 'nps'),
  auto_select_sources: optional(boolean(), true),
  url_ids: optional(array(id(), { max: 50 })),
});
export type CampaignCreateBody = Infer<typeof campaignCreateBody>;
/** PATCH /campaigns/{id}: drafts only (CAMPAIGN_NOT_DRAFT otherwise). */
export const campaignUpdateBody = partial(
  object({
    name: string({ min: 1, max: 100 }),
    location_id: id(),
    template_id: id(),
    request_type: oneOf(REQUEST_TYPES),
    layout: oneOf(CAMPAIGN_LAYOUTS),
    subject: string({ max: 200 }),
    content: string({ min: 1, max: 5000 }),
    header_text: string({ max: 200 }),
    header_image: nullable(httpsImage),
    use_header_image: boolean(),
    sender_name: string({ max: 100 }),
    sender_email: email(),
    feedback_type: oneOf(FEEDBACK_TYPES),
    auto_select_sources: boolean(),
    url_ids: array(id(), { max: 50 }),
  }),
);
export type CampaignUpdateBody = Infer<typeof campaignUpdateBody>;
/** GET /campaigns */
export const campaignListQuery = object({
  ...listQuery(['name', 'created_at', 'updated_at', 'sent_at'] as const, 100),
  status: optional(oneOf(CAMPAIGN_STATUSES)),
  location_id: optional(id()),
});
export type CampaignListQuery = Infer<typeof campaignListQuery>;

/** The recipients CSV: these columns first; any other column is a custom attribute. */
export const RECIPIENT_COLUMNS = ['email', 'phone', 'first_name', 'last_name'] as const;
export const RECIPIENT_UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  maxCustomAttributes: 20,
} as const;

/** Someone a campaign asks for a review. */
export type CampaignRecipient = {
  id: number;
  campaign_id: number;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The CSV's other columns, kept for microsurveys. */
  custom_attributes: Record<string, string>;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  delivered_at: string | null;
  /** Why the message could not be sent (status failed or skipped). */
  error: string | null;
  sent_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  responded_at: string | null;
};

/**
 * POST /campaigns/{id}/recipients: the upload state of spec 1 section 4 (`complete` with its
 * counts; a file that cannot be read at all is a 400 and changes nothing).
 */
export type RecipientUpload = {
  uploadId: number;
  campaign_id: number;
  status: 'complete';
  total_successful: number;
  total_failed: number;
  file_name: string;
  created_at: string;
};

/** GET /campaigns/{id}/recipients */
export const campaignRecipientListQuery = object({
  ...listQuery(['created_at', 'email'] as const, 250),
});
export type CampaignRecipientListQuery = Infer<typeof campaignRecipientListQuery>;

/** GET /export/csv/failed_upload_recipients?upload_id= */
export const failedUploadRecipientsQuery = object({ upload_id: id() });
export type FailedUploadRecipientsQuery = Infer<typeof failedUploadRecipientsQuery>;

/** POST /campaigns/{id}/send: now, or at `scheduled_at` (in the future). Answers 202. */
export const campaignSendBody = object({ scheduled_at: optional(datetime()) });
export type CampaignSendBody = Infer<typeof campaignSendBody>;

/**
 * The answers each feedback type offers, lowest first (NPS 0-10, stars 1-5, thumbs 0 down and
 * 1 up, faces 1-5). Every answer, high or low, is offered the location's review sites.
 */
export const FEEDBACK_SCALES: Record<FeedbackType, readonly { score: number; label: string }[]> = {
  nps: Array.from({ length: 11 }, (_, n) => ({ score: n, label: String(n) })),
  stars: [1, 2, 3, 4, 5].map((n) => ({ score: n, label: `${n} star${n > 1 ? 's' : ''}` })),
  thumbs: [
    { score: 0, label: 'Thumbs down' },
    { score: 1, label: 'Thumbs up' },
  ],
  faces: [
    { score: 1, label: 'Very unhappy' },
    { score: 2, label: 'Unhappy' },
    { score: 3, label: 'Neutral' },
    { score: 4, label: 'Happy' },
    { score: 5, label: 'Very happy' },
  ],
};

const FACES = ['😠', '🙁', '😐', '🙂', '😄'];

/** How an answer is drawn on a request's scale: its number, stars, a thumb or a face. */
export function scoreMark(type: FeedbackType, score: number): string {
  if (type === 'stars') return '★'.repeat(score);
  if (type === 'thumbs') return score ? '👍' : '👎';
  if (type === 'faces') return FACES[score - 1] ?? String(score);
  return String(score);
}

/**
 * GET /unsubscribe/requests/{id}?token= (what the link is about) and POST (confirms): the
 * unsubscribe state of spec 1 section 3. A GET changes nothing, so mail scanners that follow
 * links cannot unsubscribe anyone.
 */
export type RequestUnsubscribe = {
  request_id: number;
  request_email: string | null;
  request_location_name: string;
  public_name: string;
  unsubscribed: boolean;
};

/** GET /urls: a location's review sites (spec 2), offered after a request's answer. */
export type ReviewUrl = {
  id: number;
  location_id: number;
  source_id: number;
  source_name: string;
  source_code: string;
  link: string;
  /** Yelp forbids asking for reviews: never offered on request pages. */
  source_feedback_forbidden: boolean;
};

/** GET /urls */
export const reviewUrlListQuery = object({
  ...listQuery(['link', 'source_name'] as const, 250),
  location_id: id(),
  account_id: optional(id()),
  exclude_request_reviews: optional(boolean({ coerce: true })),
  source_feedback_forbidden: optional(boolean({ coerce: true })),
});
export type ReviewUrlListQuery = Infer<typeof reviewUrlListQuery>;

/** The request's text with its placeholders filled (unknown placeholders stay as they are). */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<keyof typeof REQUEST_PLACEHOLDERS, string | null>>,
): string {
  return text.replace(/\{(first_name|last_name|location_name|business_name)\}/g, (_all, key) => {
    const value = values[key as keyof typeof REQUEST_PLACEHOLDERS];
    return value == null ? (key === 'first_name' ? 'there' : '') : value;
  });
}
