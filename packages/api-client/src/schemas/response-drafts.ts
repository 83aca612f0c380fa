import {
  array,
  type Infer,
  id,
  object,
  oneOf,
  optional,
  partial,
  refine,
  type Schema,
  string,
} from './validate';

/**
 * Smart responses (the `ai_smart_responses` setting): drafts of a reply that answer what the
 * reviewer said, in the account's voice, written by a response writer (the local one, or a
 * model behind an OpenAI-compatible Chat Completions API), with a person kept in the loop for
 * the reviews that need one.
 */

export const RESPONSE_VOICE_TONES = ['warm', 'formal', 'brief'] as const;
export type ResponseVoiceTone = (typeof RESPONSE_VOICE_TONES)[number];

/** How drafts of the account sound. */
export type ResponseVoice = {
  account_id: number;
  tone: ResponseVoiceTone;
  /** The reply's last line ("The Blue Fern team"); empty: none. */
  sign_off: string;
  /** Words a draft never uses ("cheap", "unfortunately"). */
  words_to_avoid: string[];
  /** Free instructions for a model writer ("mention our new patio in summer"). */
  instructions: string;
  /** null until someone saves the voice (the defaults are shown). */
  updated_at: string | null;
};

export const RESPONSE_VOICE_DEFAULTS = {
  tone: 'warm',
  sign_off: '',
  words_to_avoid: [] as string[],
  instructions: '',
} as const satisfies Omit<ResponseVoice, 'account_id' | 'updated_at'>;

const oneLine = refine(string({ max: 100 }), (s) =>
  /[\r\n]/.test(s) ? '{label} must be one line' : null,
) as Schema<string>;

/**
 * GET and PUT /response_voice: the caller's account (`account_id`, when given, must be it, as
 * everywhere), or for a partner one of its child accounts (`child_account_id`).
 */
export const responseVoiceQuery = object({
  account_id: optional(id()),
  child_account_id: optional(id()),
});
export type ResponseVoiceQuery = Infer<typeof responseVoiceQuery>;

/** PUT /response_voice (every field optional: what is left out keeps its value). */
export const responseVoiceBody = partial(
  object({
    tone: oneOf(RESPONSE_VOICE_TONES),
    sign_off: oneLine,
    words_to_avoid: array(string({ min: 1, max: 40 }), { max: 50 }),
    instructions: string({ max: 1000 }),
  }),
);
export type ResponseVoiceBody = Infer<typeof responseVoiceBody>;

/** Who wrote a draft: the local writer (no model, no network) or the configured model. */
export const RESPONSE_WRITERS = ['local', 'model'] as const;
export type ResponseWriterKind = (typeof RESPONSE_WRITERS)[number];

/** One point of the review the draft is about. */
export type ResponseDraftAspect = {
  /** What the reviewer said, as the draft words it ("the pasta came out cold"). */
  point: string;
  /** The experience category it belongs to (Food, Wait Time…), when one fits. */
  category: string | null;
  sentiment: 'positive' | 'negative' | 'neutral';
  /** Whether the draft answers it. */
  answered: boolean;
};

/** POST /reviews/{id}/response_drafts: a draft; nothing is published or saved as a response. */
export type ResponseDraft = {
  review_id: number;
  content: string;
  writer: ResponseWriterKind;
  aspects: ResponseDraftAspect[];
  /** A review about health, safety, discrimination, a legal threat or a crisis. */
  needs_person: boolean;
  /** Why a person must handle it (needs_person), or null. */
  reason: string | null;
  /** Why the local writer wrote it although a model is configured, or the template was offered. */
  note: string | null;
  /** The template the draft falls back to or borrows from, when one fits. */
  template_id: number | null;
};

/** POST /reviews/{id}/response_drafts takes no fields today; an empty object is accepted. */
export const responseDraftCreateBody = object({});
export type ResponseDraftCreateBody = Infer<typeof responseDraftCreateBody>;

export const RESPONSE_DRAFT_MESSAGES = {
  off: 'Smart responses are not part of this account’s plan.',
} as const;

/**
 * The longest reply each site takes (characters); others take the response editor's limit.
 * Google's Business Profile replies stop at 4,096 characters.
 */
export const RESPONSE_SOURCE_LIMITS: Readonly<Record<string, number>> = {
  google: 4096,
  facebook: 4096,
  yelp: 4096,
  tripadvisor: 4096,
};
