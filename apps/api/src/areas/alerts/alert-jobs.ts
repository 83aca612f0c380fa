import { alertMatches } from '@plaudit/api-client/schemas';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import { signingKey } from '../../db/signing';
import { loadCustomSender } from '../../domain/custom-sender';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import type { SmsProvider } from '../../providers/sms';
import { alertUnsubscribeToken } from './routes';
import { instantAlertJobKind } from './schedule-review-alerts';

export const ALERT_DIGEST_JOB = 'alerts.send_digests';
const DAY_MS = 24 * 3600_000;
/** A digest lists at most this many reviews; the rest are counted. */
const DIGEST_LIMIT = 50;

export type AlertJobDeps = Pick<AppDeps, 'db' | 'providers' | 'publicOrigin'> & {
  /** How often the digest job looks for due digests; default 5 minutes. */
  digestIntervalMs?: number;
};

type ReviewForAlert = {
  id: number;
  rating: number;
  content: string;
  title: string | null;
  author_name: string;
  location_id: number;
  source_id: number;
  location_name: string;
  source_name: string;
  group_ids: number[];
};

function loadReviews(tx: Kysely<Database>, accountId: number) {
  return tx
    .selectFrom('reviews as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .select([
      'r.id',
      'r.rating',
      'r.content',
      'r.title',
      'r.author_name',
      'r.location_id',
      'r.source_id',
      'r.created_at',
      'l.name as location_name',
      's.name as source_name',
      (eb) =>
        eb
          .selectFrom('group_locations as gl')
          .select(sql<number[]>`coalesce(array_agg(gl.group_id), '{}')`.as('g'))
          .whereRef('gl.location_id', '=', 'r.location_id')
          .as('group_ids'),
    ])
    .where('r.account_id', '=', accountId);
}

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(Math.max(0, 5 - n))}`;

/** A review as lines of plain text (review text is never HTML). */
function describe(r: ReviewForAlert, origin: string): string[] {
  return [
    `${stars(r.rating)} ${r.rating}/5 from ${r.author_name || 'A reviewer'} on ${r.source_name}`,
    `Location: ${r.location_name}`,
    ...(r.title ? [r.title] : []),
    r.content.trim() ? `“${r.content.trim()}”` : '(No text, rating only)',
    `Read and respond: ${origin}/reviews/${r.id}`,
  ];
}

async function unsubscribeLine(db: Db, origin: string, alertId: number, name: string) {
  const token = await alertUnsubscribeToken(db, alertId);
  return `You get this because of your alert “${name}”. To stop it: ${origin}/unsubscribe/alerts/${alertId}?token=${token}`;
}

const smsOf = (deps: AlertJobDeps): SmsProvider | null => deps.providers.sms ?? null;

/**
 * Instant alerts (one job per user and review, claimed in alert_deliveries before anything
 * is sent, inside the same transaction, so a second worker or a retry sends nothing) and the
 * recurring daily digest.
 */
export const instantAlertJob = defineJob({
  ...instantAlertJobKind,
  async handler(payload, { deps, job }: JobRunContext<AlertJobDeps>) {
    const { db, publicOrigin: origin } = deps;
    const accountId = job.account_id;
    const { review_id: reviewId, user_id: userId } = payload;
    if (accountId === null) return;
    // The link-signing key is read before the transaction: on the embedded database a
    // query outside it would wait for it forever.
    await signingKey(db);
    await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('alert_deliveries')
        .values({ account_id: accountId, user_id: userId, review_id: reviewId })
        .onConflict((oc) => oc.columns(['user_id', 'review_id']).doNothing())
        .returning('review_id')
        .executeTakeFirst();
      if (!claimed) return;
      const [review, user] = await Promise.all([
        loadReviews(tx, accountId).where('r.id', '=', reviewId).executeTakeFirst(),
        tx
          .selectFrom('users')
          .select(['email', 'name'])
          .where('id', '=', userId)
          .where('account_id', '=', accountId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      ]);
      if (!review || !user) return;
      // The alerts may have changed since the review arrived: ask them again.
      const alerts = await tx
        .selectFrom('alerts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('user_id', '=', userId)
        .where('frequency', '=', 'instant')
        .orderBy('id')
        .execute();
      const facts = { ...review, group_ids: (review.group_ids ?? []).map(Number) };
      const alert = alerts.find((a) =>
        alertMatches(
          {
            ...a,
            source_ids: a.source_ids.map(Number),
            location_ids: a.location_ids.map(Number),
            group_ids: a.group_ids.map(Number),
          },
          facts,
        ),
      );
      if (!alert) return;
      await tx
        .updateTable('alert_deliveries')
        .set({ alert_id: alert.id })
        .where('user_id', '=', userId)
        .where('review_id', '=', reviewId)
        .execute();
      const lines = [
        ...describe(facts, origin),
        '',
        await unsubscribeLine(db, origin, alert.id, alert.name),
      ];
      const sender = await loadCustomSender(tx, accountId);
      await deps.providers.mail.send({
        to: [user.email],
        ...(sender ? { from: sender.from } : {}),
        subject: `New ${review.rating}-star review for ${review.location_name}`,
        text: `${lines.join('\n')}\n`,
      });
      const sms = smsOf(deps);
      if (alert.channels.includes('sms') && alert.phone && sms)
        await sms.send({
          to: alert.phone,
          body: `Plaudit: ${review.rating}★ review for ${review.location_name} on ${review.source_name}. ${origin}/reviews/${review.id}`,
        });
    });
  },
});

/**
 * Recurring: every daily alert whose last digest is a day old is claimed (moving its
 * digest_sent_at on with a compare-and-set) and sent in one transaction; the reviews
 * listed are recorded so no user hears twice about one review.
 */
export const alertDigestJob = defineJob({
  kind: ALERT_DIGEST_JOB,
  payload: v.object({}),
  async handler(_payload, { deps }: JobRunContext<AlertJobDeps>) {
    const { db } = deps;
    const interval = deps.digestIntervalMs ?? 5 * 60_000;
    const due = await db
      .selectFrom('alerts as al')
      .innerJoin('users as u', 'u.id', 'al.user_id')
      .select(['al.id', 'al.digest_sent_at'])
      .where('al.enabled', '=', true)
      .where('al.frequency', '=', 'daily')
      .where('u.deleted_at', 'is', null)
      .where('al.digest_sent_at', '<=', new Date(Date.now() - DAY_MS))
      .orderBy('al.id')
      .limit(200)
      .execute();
    for (const d of due) await sendDigest(deps, d.id, new Date(d.digest_sent_at));
    return { runAgainAt: new Date(Date.now() + interval) };
  },
});

async function sendDigest(deps: AlertJobDeps, alertId: number, since: Date) {
  const { db, publicOrigin: origin } = deps;
  await signingKey(db); // before the transaction, as above
  await db.transaction().execute(async (tx) => {
    const now = new Date();
    const alert = await tx
      .updateTable('alerts')
      .set({ digest_sent_at: now })
      .where('id', '=', alertId)
      .where('digest_sent_at', '=', since)
      .returningAll()
      .executeTakeFirst();
    if (!alert) return; // Another worker has it.
    const user = await tx
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', alert.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const arrived = await loadReviews(tx, alert.account_id)
      .where('r.created_at', '>', since)
      .where('r.created_at', '<=', now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('alert_deliveries as ad')
              .select('ad.review_id')
              .whereRef('ad.review_id', '=', 'r.id')
              .where('ad.user_id', '=', alert.user_id),
          ),
        ),
      )
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(5000)
      .execute();
    const rule = {
      ...alert,
      source_ids: alert.source_ids.map(Number),
      location_ids: alert.location_ids.map(Number),
      group_ids: alert.group_ids.map(Number),
    };
    const matching = arrived
      .map((r) => ({ ...r, group_ids: (r.group_ids ?? []).map(Number) }))
      .filter((r) => alertMatches(rule, r));
    if (matching.length === 0) return;
    await tx
      .insertInto('alert_deliveries')
      .values(
        matching.map((r) => ({
          account_id: alert.account_id,
          user_id: alert.user_id,
          review_id: r.id,
          alert_id: alert.id,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'review_id']).doNothing())
      .execute();
    const shown = matching.slice(0, DIGEST_LIMIT);
    const lines = [
      `${matching.length} new ${matching.length === 1 ? 'review' : 'reviews'} in the last day for your alert “${alert.name}”.`,
      '',
      ...shown.flatMap((r) => [...describe(r, origin), '']),
      ...(matching.length > shown.length
        ? [`And ${matching.length - shown.length} more: ${origin}/reviews`, '']
        : []),
      await unsubscribeLine(db, origin, alert.id, alert.name),
    ];
    const sender = await loadCustomSender(tx, alert.account_id);
    await deps.providers.mail.send({
      to: [user.email],
      ...(sender ? { from: sender.from } : {}),
      subject: `${matching.length} new ${matching.length === 1 ? 'review' : 'reviews'}: ${alert.name}`,
      text: `${lines.join('\n')}\n`,
    });
  });
}
