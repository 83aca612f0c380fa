import {
  type GooglePostContentBody,
  LOCAL_LISTING_MESSAGES,
  POST_URL_EXAMPLE,
} from '@plaudit/api-client/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/open-database';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { directorySyncOf } from '../../providers/directory-sync';
import type { Providers } from '../../providers/providers';
import { fileUrl } from '../media/routes';

const DAY = 86_400_000;
export const EXAMPLE_HOST = POST_URL_EXAMPLE;

type Issue = { path: string; message: string };

function validUrl(v: string | undefined): boolean {
  if (!v) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

const toDate = (d: { year: number; month: number; day: number }) => {
  const t = Date.UTC(d.year, d.month - 1, d.day);
  const back = new Date(t);
  return back.getUTCDate() === d.day && back.getUTCMonth() === d.month - 1 ? back : null;
};

/**
 * The cross-field rules of spec 3 section 5 (Google posts), each issue on the
 * field the console shows it under. `today` is a UTC midnight.
 */
export function googlePostIssues(body: GooglePostContentBody, today: Date): Issue[] {
  const issues: Issue[] = [];
  const M = LOCAL_LISTING_MESSAGES;
  const type = body.topic_type;
  const hasSummary = (body.summary ?? '').trim().length > 0;
  const hasImage = (body.media ?? []).length > 0;
  if (type === 'STANDARD' && !hasSummary && !hasImage)
    issues.push({ path: 'summary', message: M.descriptionOrImage });
  if (type === 'OFFER' || type === 'EVENT') {
    if (!body.event?.title?.trim())
      issues.push({ path: 'event.title', message: type === 'OFFER' ? M.offerTitle : M.eventTitle });
    const s = body.event?.schedule;
    if (!s?.startDate) issues.push({ path: 'event.schedule.startDate', message: M.startDate });
    if (!s?.endDate) issues.push({ path: 'event.schedule.endDate', message: M.endDate });
    const start = s?.startDate ? toDate(s.startDate) : null;
    const end = s?.endDate ? toDate(s.endDate) : null;
    if (s?.startDate && !start)
      issues.push({ path: 'event.schedule.startDate', message: M.startDate });
    if (s?.endDate && !end) issues.push({ path: 'event.schedule.endDate', message: M.endDate });
    const yearAhead = new Date(
      Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()),
    );
    if (start && start < today)
      issues.push({ path: 'event.schedule.startDate', message: M.startInPast });
    if (start && start > yearAhead)
      issues.push({ path: 'event.schedule.startDate', message: M.notWithinYear });
    if (end && end > yearAhead)
      issues.push({ path: 'event.schedule.endDate', message: M.notWithinYear });
    if (start && end) {
      const st = s?.startTime;
      const et = s?.endTime;
      const startAt = start.getTime() + (st ? (st.hours * 60 + st.minutes) * 60_000 : 0);
      const endAt = end.getTime() + (et ? (et.hours * 60 + et.minutes) * 60_000 : DAY - 60_000);
      if (endAt <= startAt)
        issues.push({ path: 'event.schedule.endDate', message: M.endBeforeStart });
    }
  }
  // Every link stored is an http(s) address, whether or not the post type uses it.
  const website = M.website.replace('{host}', EXAMPLE_HOST);
  if (body.offer?.redeemOnlineUrl && !validUrl(body.offer.redeemOnlineUrl))
    issues.push({ path: 'offer.redeemOnlineUrl', message: website });
  const cta = body.call_to_action;
  const ctaNeedsUrl = cta && cta.actionType !== 'none' && cta.actionType !== 'CALL';
  if (cta && (ctaNeedsUrl || cta.url) && !validUrl(cta.url))
    issues.push({ path: 'call_to_action.url', message: website });
  // A post's image is an upload of ours (its /api/media/files path) or an http(s) address.
  (body.media ?? []).forEach((m, i) => {
    if (!m.sourceUrl.startsWith(fileUrl('')) && !validUrl(m.sourceUrl))
      issues.push({ path: `media[${i}].sourceUrl`, message: website });
  });
  return issues;
}

export const BULK_ACTION_JOB = 'bulk_action';

/**
 * The worker's job: runs a queued bulk action against the directory-sync
 * provider, stores the outcome and e-mails a report to the user who queued it.
 */
export const bulkActionJob = defineJob({
  kind: BULK_ACTION_JOB,
  payload: v.object({ bulk_action_id: v.number() }),
  async handler(payload, { deps }: JobRunContext<{ db: Db; providers: Providers }>) {
    await runBulkAction(deps, payload.bulk_action_id);
  },
  async onFailed(payload, { deps, error }) {
    await deps.db
      .updateTable('bulk_actions')
      .set({ status: 'failed', report: JSON.stringify({ error }), completed_at: new Date() })
      .where('id', '=', payload.bulk_action_id)
      .execute();
  },
});

export async function runBulkAction(
  deps: { db: Db; providers: Providers },
  bulkActionId: number,
): Promise<void> {
  const { db } = deps;
  const action = await db
    .selectFrom('bulk_actions')
    .selectAll()
    .where('id', '=', bulkActionId)
    .executeTakeFirst();
  if (!action || action.status === 'completed') return;
  await db
    .updateTable('bulk_actions')
    .set({ status: 'running' })
    .where('id', '=', action.id)
    .execute();
  const filter = (
    typeof action.action_filter === 'string'
      ? JSON.parse(action.action_filter)
      : action.action_filter
  ) as { location_ids?: number[] };
  const payload = (
    typeof action.action_payload === 'string'
      ? JSON.parse(action.action_payload)
      : action.action_payload
  ) as Record<string, unknown>;
  const provider = directorySyncOf(deps);
  const results = await provider.apply(db, {
    accountId: action.account_id,
    resourceType: action.resource_type,
    resourceMethod: action.resource_method,
    locationIds: filter.location_ids ?? [],
    payload,
  });
  const succeeded = results.filter((r) => r.ok).length;
  await db
    .updateTable('bulk_actions')
    .set({
      status: 'completed',
      succeeded_count: succeeded,
      failed_count: results.length - succeeded,
      report: JSON.stringify({ results }),
      completed_at: new Date(),
    })
    .where('id', '=', action.id)
    .execute();
  if (action.user_id !== null) {
    const user = await db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', action.user_id)
      .where('account_id', '=', action.account_id)
      .executeTakeFirst();
    if (user)
      await deps.providers.mail.send({
        to: [user.email],
        subject: `Your Google post: ${succeeded} of ${results.length} locations published`,
        text: [
          `Hello ${user.name},`,
          '',
          `Your Google post was submitted to ${results.length} location${results.length === 1 ? '' : 's'}: ${succeeded} published, ${results.length - succeeded} not published.`,
          '',
          ...results.map((r) => `- ${r.message}`),
        ].join('\n'),
      });
  }
}
