import * as v from 'valibot';
import {
  answer,
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
import { described } from './validation/described';

/**
 * Smart responses (the `ai_smart_responses` setting): drafts of a reply that answer what the
 * reviewer said, in the account's voice, written by a response writer (the local one, or a
 * model behind an OpenAI-compatible Chat Completions API), with a person kept in the loop for
 * the reviews that need one.
 */

export const RESPONSE_VOICE_TONES = ['warm', 'formal', 'brief'] as const;
export type ResponseVoiceTone = (typeof RESPONSE_VOICE_TONES)[number];
export const responseVoiceToneAnswer: Schema<ResponseVoiceTone> = v.picklist(RESPONSE_VOICE_TONES);

export const responseVoiceAnswer = answer(
  described(
    'How drafts of the account sound.',
    v.object({
      account_id: v.number(),
      tone: responseVoiceToneAnswer,
      sign_off: described(
        'The reply\'s last line ("The Blue Fern team"); empty: none.',
        v.string(),
      ),
      words_to_avoid: described(
        'Words a draft never uses ("cheap", "unfortunately").',
        v.array(v.string()),
      ),
      instructions: described(
        'Free instructions for a model writer ("mention our new patio in summer").',
        v.string(),
      ),
      updated_at: described(
        'null until someone saves the voice (the defaults are shown).',
        v.nullable(v.string()),
      ),
    }),
  ),
);
/** How drafts of the account sound. */
export interface ResponseVoice extends Infer<typeof responseVoiceAnswer> {}

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
export const responseWriterKindAnswer: Schema<ResponseWriterKind> = v.picklist(RESPONSE_WRITERS);

const responseDraftAspectFields = answer(
  described(
    'One point of the review the draft is about.',
    v.object({
      point: described(
        'What the reviewer said, as the draft words it ("the pasta came out cold").',
        v.string(),
      ),
      category: described(
        'The experience category it belongs to (Food, Wait Time…), when one fits.',
        v.nullable(v.string()),
      ),
      sentiment: v.picklist(['positive', 'negative', 'neutral']),
      answered: described('Whether the draft answers it.', v.boolean()),
    }),
  ),
);
/** One point of the review the draft is about. */
export interface ResponseDraftAspect extends Infer<typeof responseDraftAspectFields> {}
export const responseDraftAspectAnswer: Schema<ResponseDraftAspect> = responseDraftAspectFields;

export const responseDraftAnswer = answer(
  described(
    'POST /reviews/{id}/response_drafts: a draft; nothing is published or saved as a response.',
    v.object({
      review_id: v.number(),
      content: v.string(),
      writer: responseWriterKindAnswer,
      aspects: v.array(responseDraftAspectAnswer),
      needs_person: described(
        'A review about health, safety, discrimination, a legal threat or a crisis.',
        v.boolean(),
      ),
      reason: described(
        'Why a person must handle it (needs_person), or null.',
        v.nullable(v.string()),
      ),
      note: described(
        'Why the local writer wrote it although a model is configured, or the template was offered.',
        v.nullable(v.string()),
      ),
      template_id: described(
        'The template the draft falls back to or borrows from, when one fits.',
        v.nullable(v.number()),
      ),
    }),
  ),
);
/** POST /reviews/{id}/response_drafts: a draft; nothing is published or saved as a response. */
export interface ResponseDraft extends Infer<typeof responseDraftAnswer> {}

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
