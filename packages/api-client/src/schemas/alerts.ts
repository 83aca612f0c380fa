import * as v from 'valibot';
import { listQuery } from './common';
import {
  answer,
  array,
  boolean,
  type Infer,
  id,
  nullable,
  number,
  object,
  oneOf,
  optional,
  partial,
  refine,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const alertFrequencyAnswer: Schema<AlertFrequency> = v.picklist(ALERT_FREQUENCIES);
export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const alertChannelAnswer: Schema<AlertChannel> = v.picklist(ALERT_CHANNELS);

export const alertAnswer = answer(
  described(
    "A user's alert: which arriving reviews they hear about (rated at most `max_rating`, from\nthese sources, locations or groups, mentioning a keyword), at once or in a daily digest,\nby e-mail and — with the `sms_alerts` setting — by SMS to `phone`.",
    v.object({
      id: v.number(),
      account_id: v.number(),
      user_id: v.number(),
      user_name: v.string(),
      name: v.string(),
      max_rating: described('Null: any rating.', v.nullable(v.number())),
      include_no_rating: v.boolean(),
      source_ids: described(
        'Empty lists: every source, location, group; no keywords: any text.',
        v.array(v.number()),
      ),
      location_ids: v.array(v.number()),
      group_ids: v.array(v.number()),
      keywords: v.array(v.string()),
      frequency: alertFrequencyAnswer,
      channels: v.array(alertChannelAnswer),
      phone: described('E.164 number for SMS alerts.', v.nullable(v.string())),
      enabled: v.boolean(),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/**
 * A user's alert: which arriving reviews they hear about (rated at most `max_rating`, from
 * these sources, locations or groups, mentioning a keyword), at once or in a daily digest,
 * by e-mail and — with the `sms_alerts` setting — by SMS to `phone`.
 */
export interface Alert extends Infer<typeof alertAnswer> {}

export const alertUnsubscribeAnswer = answer(
  described(
    'The answer of GET /unsubscribe/alerts/{id}?token=…: the alert is switched off.',
    v.object({
      alert: v.object({ id: v.number(), name: v.string() }),
      email: v.nullable(v.string()),
      unsubscribed: v.literal(true),
    }),
  ),
);
/** The answer of GET /unsubscribe/alerts/{id}?token=…: the alert is switched off. */
export interface AlertUnsubscribe extends Infer<typeof alertUnsubscribeAnswer> {}

/** E.164: a plus and 8 to 15 digits. */
export const SMS_PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

const alertFields = {
  user_id: optional(id()),
  name: string({ min: 1, max: 100 }),
  max_rating: optional(nullable(number({ int: true, min: 1, max: 5 })), null),
  include_no_rating: optional(boolean(), false),
  source_ids: optional(array(id(), { max: 50 }), []),
  location_ids: optional(array(id(), { max: 500 }), []),
  group_ids: optional(array(id(), { max: 100 }), []),
  keywords: optional(array(string({ min: 1, max: 60 }), { max: 20 }), []),
  frequency: oneOf(ALERT_FREQUENCIES),
  channels: optional(array(oneOf(ALERT_CHANNELS), { min: 1, max: 2 }), ['email']),
  phone: optional(
    nullable(
      string({
        pattern: SMS_PHONE_PATTERN,
        patternMessage: '{label} must be an international number such as +15551234567',
      }),
    ),
    null,
  ),
  enabled: optional(boolean(), true),
};

/** SMS needs a number to send to. */
export const PHONE_FOR_SMS = 'phone is required for SMS alerts';
/** Text messages are for reviews as they arrive; a digest is an e-mail. */
export const SMS_INSTANT_ONLY =
  'Text messages are sent as reviews arrive; a daily digest comes by e-mail.';
const needsPhone = (b: {
  channels?: AlertChannel[];
  phone?: string | null;
  frequency?: AlertFrequency;
}) =>
  b.channels?.includes('sms') && !b.phone
    ? PHONE_FOR_SMS
    : b.channels?.includes('sms') && b.frequency === 'daily'
      ? SMS_INSTANT_ONLY
      : null;

/** POST /alerts (user_id: yourself unless you manage users). */
export const alertCreateBody = refine(object(alertFields), needsPhone);
export type AlertCreateBody = Infer<typeof alertCreateBody>;

/** PATCH /alerts/{id} */
export const alertUpdateBody = partial(
  object({
    ...alertFields,
    user_id: id(),
    max_rating: nullable(number({ int: true, min: 1, max: 5 })),
    include_no_rating: boolean(),
    source_ids: array(id(), { max: 50 }),
    location_ids: array(id(), { max: 500 }),
    group_ids: array(id(), { max: 100 }),
    keywords: array(string({ min: 1, max: 60 }), { max: 20 }),
    channels: array(oneOf(ALERT_CHANNELS), { min: 1, max: 2 }),
    phone: nullable(string({ pattern: SMS_PHONE_PATTERN, patternMessage: 'phone is not valid' })),
    enabled: boolean(),
  }),
);
export type AlertUpdateBody = Infer<typeof alertUpdateBody>;

/** GET /alerts */
export const alertListQuery = object({
  ...listQuery(['name', 'created_at'] as const, 100),
  user_id: optional(id()),
});
export type AlertListQuery = Infer<typeof alertListQuery>;

/** The review facts an alert looks at. */
export type AlertableReview = {
  rating: number | null;
  source_id: number;
  location_id: number;
  /** The groups the review's location belongs to. */
  group_ids: number[];
  content: string;
  title?: string | null;
};

/** Whether an alert is about a review: every condition it sets must hold. */
export function alertMatches(
  alert: Pick<
    Alert,
    | 'enabled'
    | 'max_rating'
    | 'include_no_rating'
    | 'source_ids'
    | 'location_ids'
    | 'group_ids'
    | 'keywords'
  >,
  review: AlertableReview,
): boolean {
  if (!alert.enabled) return false;
  const rated = review.rating !== null && review.rating > 0;
  if (!rated) {
    if (!alert.include_no_rating) return false;
  } else if (alert.max_rating !== null && review.rating! > alert.max_rating) return false;
  if (alert.source_ids.length && !alert.source_ids.includes(review.source_id)) return false;
  if (alert.location_ids.length && !alert.location_ids.includes(review.location_id)) return false;
  if (alert.group_ids.length && !alert.group_ids.some((g) => review.group_ids.includes(g)))
    return false;
  if (alert.keywords.length) {
    const text = `${review.title ?? ''} ${review.content}`.toLocaleLowerCase();
    if (!alert.keywords.some((k) => text.includes(k.toLocaleLowerCase()))) return false;
  }
  return true;
}
