import * as v from 'valibot';
import { listQuery } from './common';
import { RESPONSE_MAX_LENGTH } from './responses';
import {
  answer,
  array,
  type Infer,
  id,
  number,
  object,
  optional,
  partial,
  refine,
  type Schema,
  string,
} from './validate';
import { described } from './validation/described';

export const responseTemplateAnswer = answer(
  described(
    'A saved response. `ratings` and `source_ids` say which reviews it is meant for (an empty\nlist: every rating, every source); the response editor offers the best match first.',
    v.object({
      id: v.number(),
      account_id: v.number(),
      name: v.string(),
      content: v.string(),
      ratings: v.array(v.number()),
      source_ids: v.array(v.number()),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
);
/**
 * A saved response. `ratings` and `source_ids` say which reviews it is meant for (an empty
 * list: every rating, every source); the response editor offers the best match first.
 */
export interface ResponseTemplate extends Infer<typeof responseTemplateAnswer> {}

/** The placeholders a template may use, with what they become. */
export const RESPONSE_TEMPLATE_PLACEHOLDERS = {
  reviewer_first_name: 'The reviewer’s first name',
  reviewer_name: 'The reviewer’s name as the site shows it',
  location_name: 'The location’s public name (as customers see it)',
  business_name: 'Your business name',
  rating: 'The star rating (1–5)',
  source_name: 'The review site',
} as const;
export type ResponseTemplatePlaceholder = keyof typeof RESPONSE_TEMPLATE_PLACEHOLDERS;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** Names in braces that are not placeholders: `Hi {firstname}` is a typo to point out. */
export function unknownPlaceholders(content: string): string[] {
  const found = [...content.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  return [...new Set(found.filter((n) => !(n in RESPONSE_TEMPLATE_PLACEHOLDERS)))];
}

const rating = number({ int: true, min: 1, max: 5 });
const ratings = array(rating, { max: 5 });
const sourceIds = array(id(), { max: 50 });
const templateContent = refine(string({ min: 1, max: RESPONSE_MAX_LENGTH }), (text) => {
  const unknown = unknownPlaceholders(text);
  return unknown.length
    ? `{label} uses unknown placeholders: ${unknown.map((n) => `{${n}}`).join(', ')}`
    : null;
}) as Schema<string>;

const templateFields = {
  name: string({ min: 1, max: 100 }),
  content: templateContent,
  ratings: optional(ratings, []),
  source_ids: optional(sourceIds, []),
};

/** POST /response_templates */
export const responseTemplateCreateBody = object(templateFields);
export type ResponseTemplateCreateBody = Infer<typeof responseTemplateCreateBody>;

/** PATCH /response_templates/{id} */
export const responseTemplateUpdateBody = partial(
  object({ ...templateFields, ratings, source_ids: sourceIds }),
);
export type ResponseTemplateUpdateBody = Infer<typeof responseTemplateUpdateBody>;

/** GET /response_templates: `rating` and `source_id` keep the templates meant for them. */
export const responseTemplateListQuery = object({
  ...listQuery(['name', 'created_at', 'updated_at'] as const, 100),
  rating: optional(number({ coerce: true, int: true, min: 0, max: 5 })),
  source_id: optional(id()),
});
export type ResponseTemplateListQuery = Infer<typeof responseTemplateListQuery>;

/**
 * What a template's placeholders are filled from. `{location_name}` is the location's public
 * name: a reply is published beside the review, where the internal name ("Blue Fern Bistro -
 * Seattle Capitol Hill") means nothing to the customer.
 */
export type ResponseTemplateContext = {
  author_name: string;
  location_public_name: string;
  source_name: string;
  rating: number;
  business_name: string;
};

/**
 * The template's text for one review. A first name is the first word of the reviewer's name
 * ("Anonymous" and empty names become "there", so "Hi {reviewer_first_name}" still reads).
 */
export function fillResponseTemplate(content: string, ctx: ResponseTemplateContext): string {
  const name = ctx.author_name.trim();
  const anonymous = name === '' || /^anonymous$/i.test(name);
  const values: Record<ResponseTemplatePlaceholder, string> = {
    reviewer_first_name: anonymous ? 'there' : (name.split(/\s+/)[0] as string),
    reviewer_name: anonymous ? 'there' : name,
    location_name: ctx.location_public_name,
    business_name: ctx.business_name,
    rating: ctx.rating > 0 ? String(ctx.rating) : '',
    source_name: ctx.source_name,
  };
  return content.replace(PLACEHOLDER, (whole, key: string) =>
    key in values ? values[key as ResponseTemplatePlaceholder] : whole,
  );
}

/** True when the template is meant for reviews of this rating and source. */
export function responseTemplateFits(
  t: Pick<ResponseTemplate, 'ratings' | 'source_ids'>,
  review: { rating: number; source_id: number },
): boolean {
  return (
    (t.ratings.length === 0 || t.ratings.includes(review.rating)) &&
    (t.source_ids.length === 0 || t.source_ids.includes(review.source_id))
  );
}

/**
 * The templates that fit a review, best first: a template naming the review's rating and its
 * source beats one naming only the rating, which beats one meant for every review; then by name.
 */
export function rankResponseTemplates<
  T extends Pick<ResponseTemplate, 'ratings' | 'source_ids' | 'name'>,
>(templates: readonly T[], review: { rating: number; source_id: number }): T[] {
  const score = (t: T) => (t.ratings.length ? 2 : 0) + (t.source_ids.length ? 1 : 0);
  return templates
    .filter((t) => responseTemplateFits(t, review))
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name));
}
