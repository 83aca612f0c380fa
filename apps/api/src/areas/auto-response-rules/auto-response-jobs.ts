import { fillResponseTemplate } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { needsPerson } from '../../domain/needs-person';
import { recordReviewEvent } from '../../domain/review-history';
import { loadSettings } from '../../http/authenticate';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import type { Providers } from '../../providers/providers';
import { type DraftOutcome, draftResponse } from '../response-drafts/draft-response';
import { requestDirectory } from '../responses/responses';
import { autoResponseJobKind } from './schedule-auto-response';

/**
 * The worker's side of auto-responding: when the rule's wait is over, the review gets the
 * template's text through the usual response path — published with `response_autopilot`, a
 * draft otherwise. Everything is checked again under a lock on the review, so a review that a
 * person answered, a cancelled wait, a rule switched off or a second worker all end in no
 * response (and, for a person to see, a history entry saying why).
 */
export const autoResponseJob = defineJob({
  ...autoResponseJobKind,
  async handler(payload, { deps, job }: JobRunContext<{ db: Db; providers?: Providers }>) {
    const { db } = deps;
    const accountId = job.account_id;
    const { review_id: reviewId, rule_id: ruleId } = payload;
    if (accountId === null) return;
    // A smart draft is written before the transaction: a model may take seconds, and the
    // review's lock is not held meanwhile (everything is checked again under it below).
    const smart = await db
      .selectFrom('auto_response_rules')
      .select('smart_draft')
      .where('id', '=', ruleId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    let drafted: DraftOutcome | null = null;
    if (smart?.smart_draft && (await loadSettings(db, accountId)).ai_smart_responses === true)
      drafted = await draftResponse(db, deps.providers?.responseWriter, accountId, reviewId);
    await db.transaction().execute(async (tx) => {
      const review = await tx
        .selectFrom('reviews as r')
        .innerJoin('locations as l', 'l.id', 'r.location_id')
        .innerJoin('sources as s', 's.id', 'r.source_id')
        .innerJoin('accounts as a', 'a.id', 'r.account_id')
        .select([
          'r.id',
          'r.source_id',
          'r.rating',
          'r.author_name',
          'r.title',
          'r.content',
          'l.public_name as location_public_name',
          's.name as source_name',
          'a.name as business_name',
        ])
        .where('r.id', '=', reviewId)
        .where('r.account_id', '=', accountId)
        .forUpdate('r')
        .executeTakeFirst();
      if (!review) return;
      const event = { accountId, reviewId, userId: null };
      const lastWord = await tx
        .selectFrom('review_events')
        .select('event_type')
        .where('account_id', '=', accountId)
        .where('review_id', '=', reviewId)
        .where('event_type', 'in', [
          'auto_response_scheduled',
          'auto_response_cancelled',
          'auto_response_skipped',
        ])
        .orderBy('id', 'desc')
        .executeTakeFirst();
      // Cancelled, or given up already: nothing more to say.
      if (lastWord?.event_type !== 'auto_response_scheduled') return;
      const skip = (reason: string) =>
        recordReviewEvent(tx, { ...event, type: 'auto_response_skipped', data: { reason } });
      const answered = await tx
        .selectFrom('responses')
        .select('id')
        .where('review_id', '=', reviewId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (answered) {
        // The automatic response itself (a second worker after a lost lock) is not news.
        const auto = await tx
          .selectFrom('review_events')
          .select('id')
          .where('account_id', '=', accountId)
          .where('review_id', '=', reviewId)
          .where('event_type', '=', 'response_drafted')
          .where(sql<boolean>`data->>'auto' = 'true'`)
          .executeTakeFirst();
        if (!auto) await skip('The review was answered by hand');
        return;
      }
      const settings = await loadSettings(tx, accountId);
      if (settings.auto_responding !== true) return skip('Auto-responding is switched off');
      const rule = await tx
        .selectFrom('auto_response_rules as ar')
        .innerJoin('response_templates as t', 't.id', 'ar.template_id')
        .select(['ar.id', 'ar.name', 'ar.enabled', 'ar.smart_draft', 't.content'])
        .where('ar.id', '=', ruleId)
        .where('ar.account_id', '=', accountId)
        .executeTakeFirst();
      if (!rule) return skip('The rule was deleted');
      if (!rule.enabled) return skip(`The rule “${rule.name}” is switched off`);
      // Health, safety, discrimination, legal threats, crises: never answered automatically.
      const held = needsPerson([review.title ?? '', review.content].join('. '));
      if (held) return skip(held);
      if (rule.smart_draft && settings.ai_smart_responses !== true)
        return skip('Smart responses are switched off');
      if (rule.smart_draft && !drafted?.content.trim())
        return skip(drafted?.note ?? 'No smart draft could be written');
      const content =
        drafted && rule.smart_draft ? drafted.content : fillResponseTemplate(rule.content, review);
      const publish = settings.response_autopilot === true;
      const response = await tx
        .insertInto('responses')
        .values({
          account_id: accountId,
          review_id: reviewId,
          source_id: review.source_id,
          author_user_id: null,
          content,
          status: publish ? 'pending_publish' : 'draft',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordReviewEvent(tx, {
        ...event,
        type: 'response_drafted',
        responseId: response.id,
        data: {
          content,
          auto: true,
          rule_id: rule.id,
          rule_name: rule.name,
          ...(drafted && rule.smart_draft ? { writer: drafted.writer } : {}),
        },
      });
      if (publish) await requestDirectory(tx, 'publish', event, response.id);
    });
  },
});
