import {
  fillResponseTemplate,
  RESPONSE_MAX_LENGTH,
  RESPONSE_SOURCE_LIMITS,
  RESPONSE_VOICE_DEFAULTS,
  type ResponseDraft,
  type ResponseVoice,
  rankResponseTemplates,
} from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { needsPerson } from '../../domain/needs-person';
import { notFound } from '../../http/errors';
import type { DraftFacts, ResponseWriter } from '../../providers/response-writer';
import { localResponseWriter } from '../../providers/response-writer-local';
import { applyGuardrails, type GuardrailContext } from './guardrails';
import { detectLanguage, LANGUAGE_NAMES } from './language';
import { reviewPoints } from './review-points';

/** The account's voice, or the defaults when nobody has saved one. */
export async function loadVoice(db: Db, accountId: number): Promise<ResponseVoice> {
  const row = await db
    .selectFrom('response_voices')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row)
    return {
      account_id: accountId,
      ...RESPONSE_VOICE_DEFAULTS,
      words_to_avoid: [],
      updated_at: null,
    };
  return {
    account_id: accountId,
    tone: row.tone,
    sign_off: row.sign_off,
    words_to_avoid: row.words_to_avoid,
    instructions: row.instructions,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const firstNameOf = (name: string) => {
  const n = name.trim();
  return n === '' || /^anonymous$/i.test(n) ? 'there' : (n.split(/\s+/)[0] as string);
};

/** What a review's draft is written from: the review, the account's data, voice and template. */
export async function loadDraftFacts(db: Db, accountId: number, reviewId: number) {
  const review = await db
    .selectFrom('reviews as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select([
      'r.id',
      'r.title',
      'r.content',
      'r.rating',
      'r.author_name',
      'r.author_email',
      'r.source_id',
      's.code as source_code',
      's.name as source_name',
      'l.public_name as location_public_name',
      'a.name as business_name',
    ])
    .where('r.id', '=', reviewId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
  if (!review) throw notFound('Review');
  const [voice, templates] = await Promise.all([
    loadVoice(db, accountId),
    db
      .selectFrom('response_templates')
      .select(['id', 'name', 'content', 'ratings', 'source_ids'])
      .where('account_id', '=', accountId)
      .execute(),
  ]);
  const best = rankResponseTemplates(
    templates.map((t) => ({
      ...t,
      ratings: t.ratings.map(Number),
      source_ids: t.source_ids.map(Number),
    })),
    { rating: review.rating, source_id: review.source_id },
  )[0];
  const locationName = review.location_public_name ?? '';
  const template = best
    ? {
        id: best.id,
        name: best.name,
        content: fillResponseTemplate(best.content, {
          author_name: review.author_name,
          location_public_name: locationName,
          source_name: review.source_name,
          rating: review.rating,
          business_name: review.business_name,
        }),
      }
    : null;
  const text = [review.title ?? '', review.content].filter(Boolean).join('. ');
  const facts: DraftFacts = {
    review: {
      title: review.title,
      content: review.content,
      rating: review.rating,
      first_name: firstNameOf(review.author_name),
      source_name: review.source_name,
      language: detectLanguage(text),
    },
    business_name: review.business_name,
    location_name: locationName,
    voice,
    points: review.content.trim() ? reviewPoints(review.content, review.rating) : [],
    template,
    max_length: Math.min(
      RESPONSE_SOURCE_LIMITS[review.source_code] ?? RESPONSE_MAX_LENGTH,
      RESPONSE_MAX_LENGTH,
    ),
  };
  const guard: GuardrailContext = {
    review: {
      content: review.content,
      title: review.title,
      author_name: review.author_name,
      author_email: review.author_email,
    },
    language: facts.review.language,
    accountText: [
      review.business_name,
      locationName,
      review.source_name,
      voice.sign_off,
      facts.review.first_name,
      ...(template ? [template.content] : []),
    ],
    wordsToAvoid: voice.words_to_avoid,
    maxLength: facts.max_length,
  };
  return { facts, guard, text };
}

/** A careful reply for a review a person must handle: no apology for specifics, no admission. */
function holdingReply(facts: DraftFacts): string {
  const name = facts.review.first_name;
  const greeting =
    facts.voice.tone === 'formal' ? (name === 'there' ? 'Hello,' : `Dear ${name},`) : `Hi ${name},`;
  const lines = [
    greeting,
    'Thank you for telling us about this. We take it very seriously, and a manager is looking into it personally. Please contact us directly so we can hear more about what happened.',
  ];
  if (facts.voice.sign_off.trim()) lines.push(facts.voice.sign_off.trim());
  return lines.join('\n\n');
}

export type DraftOutcome = ResponseDraft & {
  /** The writer's own name (local, chat-completions:<model>) for the history. */
  writer_name: string;
};

export type DraftOptions = {
  /** Each piece of text as the writer produces it, before the guardrails (a preview). */
  onDelta?: (text: string) => void;
  /**
   * The model's pieces sent so far are void: it failed or its answer was refused, and the
   * local writer starts over. `note` says why (the draft's `note`).
   */
  onRestart?: (note: string) => void;
};

/**
 * A draft for one review. With a model writer configured the model writes it, streamed
 * through `onDelta`; a model that fails, is too slow, or answers in another language than the
 * review falls back to the local writer (`onRestart`), and `note` says why. The guardrails
 * apply to every draft: the answer's `content` is authoritative over the pieces streamed. A
 * review a person must handle gets a careful holding reply and `needs_person`.
 */
export async function draftResponse(
  db: Db,
  model: ResponseWriter | null | undefined,
  accountId: number,
  reviewId: number,
  options: DraftOptions = {},
): Promise<DraftOutcome> {
  const { facts, guard, text } = await loadDraftFacts(db, accountId, reviewId);
  const writeOptions = options.onDelta ? { onDelta: options.onDelta } : {};
  const local = localResponseWriter();
  const reason = needsPerson(text);
  const base = { review_id: reviewId, template_id: facts.template?.id ?? null };
  const aspectsOf = (content: string) => {
    const lower = content.toLowerCase();
    return facts.points.map((p) => ({
      point: p.point,
      category: p.category,
      sentiment: (p.sentiment < 0 ? 'negative' : p.sentiment > 0 ? 'positive' : 'neutral') as
        | 'negative'
        | 'positive'
        | 'neutral',
      answered: lower.includes(p.point.toLowerCase()) || lower.includes(p.keyword.toLowerCase()),
    }));
  };

  if (reason) {
    const content = applyGuardrails(holdingReply(facts), { ...guard, language: 'en' }).content;
    options.onDelta?.(content);
    return {
      ...base,
      content,
      writer: 'local',
      writer_name: local.name,
      aspects: aspectsOf(content),
      needs_person: true,
      reason,
      note: null,
    };
  }

  let note: string | null = null;
  if (model) {
    try {
      const written = await model.write(facts, writeOptions);
      const guarded = applyGuardrails(written, guard);
      if (guarded.wrongLanguage)
        note = `The model answered in another language than the review's; the local writer wrote this draft.`;
      else if (!guarded.content.trim())
        note =
          'The model’s answer was empty once the guardrails applied; the local writer wrote this draft.';
      else
        return {
          ...base,
          content: guarded.content,
          writer: 'model',
          writer_name: model.name,
          aspects: aspectsOf(guarded.content),
          needs_person: false,
          reason: null,
          note: null,
        };
    } catch (e) {
      note = `${(e as Error).message}; the local writer wrote this draft instead.`;
    }
    options.onRestart?.(note);
  }

  if (facts.review.language !== 'en') {
    const language = LANGUAGE_NAMES[facts.review.language] ?? facts.review.language;
    const content = facts.template
      ? applyGuardrails(facts.template.content, {
          ...guard,
          language: detectLanguage(facts.template.content),
        }).content
      : '';
    options.onDelta?.(content);
    return {
      ...base,
      content,
      writer: 'local',
      writer_name: local.name,
      aspects: aspectsOf(content),
      needs_person: false,
      reason: null,
      note: `${note ? `${note} ` : ''}The local writer writes English only and this review is in ${language}: ${
        facts.template
          ? `here is your template “${facts.template.name}” instead.`
          : 'write the reply yourself, or save a response template for such reviews.'
      }`,
    };
  }

  const content = applyGuardrails(await local.write(facts, writeOptions), guard).content;
  return {
    ...base,
    content,
    writer: 'local',
    writer_name: local.name,
    aspects: aspectsOf(content),
    needs_person: false,
    reason: null,
    note,
  };
}
