import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { loadSettings } from '../../http/authenticate';
import type { AppDeps } from '../../http/context';
import { defineJob, type JobRunContext } from '../../jobs/define-job';
import { jobSignals } from '../../jobs/queue';
import { composeRequestMail, composeRequestSms } from './compose-request';
import { loadRequestBrand } from './request-brand';
import { requestLinks } from './request-links';

export const CAMPAIGN_SEND_JOB = 'campaigns.send';
/** Recipients claimed at once; each batch is its own transaction. */
const BATCH = 50;
/** A recipient claimed this long ago by a worker that died is given up, never sent twice. */
const STALE_CLAIM_MS = 10 * 60_000;

export type CampaignSendDeps = Pick<AppDeps, 'db' | 'providers' | 'publicOrigin'>;

/**
 * Queues a campaign's sending for `runAt` (now by default). One job per campaign (dedupe key
 * `campaign-send:{id}`), so sending twice or from two servers queues it once. Call it after
 * the campaign's status is 'scheduled' (the job sends scheduled or sending campaigns only).
 */
export async function queueCampaignSend(
  db: Kysely<Database>,
  campaign: { id: number; account_id: number },
  runAt: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: CAMPAIGN_SEND_JOB,
      payload: JSON.stringify(v.parse(campaignSendJob.payload, { campaign_id: campaign.id })),
      account_id: campaign.account_id,
      dedupe_key: `campaign-send:${campaign.id}`,
      max_attempts: 10,
      run_at: runAt,
    })
    // A campaign scheduled, taken back and sent again reuses its job with the new time.
    .onConflict((oc) =>
      oc
        .column('dedupe_key')
        .doUpdateSet({ status: 'queued', attempts: 0, run_at: runAt, locked_at: null })
        .where('jobs.status', '!=', 'running'),
    )
    .execute();
  setTimeout(() => jobSignals.emit('enqueued', CAMPAIGN_SEND_JOB), 5);
}

/**
 * Sends a campaign's requests. Each recipient is claimed (pending → sending) in one UPDATE
 * that skips rows another worker holds, and only then sent: with several workers, or a job
 * run again after a crash, nobody gets the same request twice (at most once). A claim whose
 * worker died is marked failed rather than sent again.
 */
export async function sendCampaign(
  deps: CampaignSendDeps,
  campaignId: number,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = deps;
  const campaign = await db
    .updateTable('campaigns')
    .set({ status: 'sending', updated_at: new Date() })
    .where('id', '=', campaignId)
    .where('status', 'in', ['scheduled', 'sending'])
    .returningAll()
    .executeTakeFirst();
  if (!campaign) return;
  const brand = await loadRequestBrand(db, campaign.account_id, campaign.location_id);
  const settings = await loadSettings(db, campaign.account_id);
  await db
    .updateTable('campaign_recipients')
    .set({
      status: 'failed',
      error: 'The sending was interrupted; not sent again so nobody gets it twice.',
    })
    .where('campaign_id', '=', campaign.id)
    .where('status', '=', 'sending')
    .where('sent_at', '<', new Date(Date.now() - STALE_CLAIM_MS))
    .execute();
  for (;;) {
    signal?.throwIfAborted();
    const { rows: claimed } = await sql<{
      id: number;
      email: string | null;
      phone: string | null;
      first_name: string | null;
      last_name: string | null;
    }>`
      UPDATE campaign_recipients SET status = 'sending', sent_at = now()
      WHERE status = 'pending' AND id IN (
        SELECT id FROM campaign_recipients
        WHERE campaign_id = ${campaign.id} AND status = 'pending'
        ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, email, phone, first_name, last_name`.execute(db);
    if (!claimed.length) break;
    const blocked = new Set(
      (
        await db
          .selectFrom('do_not_contact')
          .select('address')
          .where('account_id', '=', campaign.account_id)
          .where(
            'address',
            'in',
            claimed
              .flatMap((r) => [r.email?.toLowerCase(), r.phone])
              .filter((a): a is string => !!a)
              .concat(['']),
          )
          .execute()
      ).map((r) => r.address),
    );
    for (const [i, r] of claimed.entries()) {
      if (signal?.aborted) {
        // Stopping: what this worker claimed but did not send goes back for the next run.
        await db
          .updateTable('campaign_recipients')
          .set({ status: 'pending', sent_at: null })
          .where(
            'id',
            'in',
            claimed.slice(i).map((x) => x.id),
          )
          .where('status', '=', 'sending')
          .execute();
        signal.throwIfAborted();
      }
      const outcome = await sendOne(
        deps,
        campaign,
        brand,
        settings.sms_requests === true,
        blocked,
        r,
      );
      await db.updateTable('campaign_recipients').set(outcome).where('id', '=', r.id).execute();
    }
  }
  await db
    .updateTable('campaigns')
    .set({ status: 'sent', sent_at: new Date(), updated_at: new Date() })
    .where('id', '=', campaign.id)
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('campaign_recipients')
            .select('id')
            .where('campaign_id', '=', campaign.id)
            .where('status', '=', 'pending'),
        ),
      ),
    )
    .execute();
}

type Outcome = {
  status: 'sent' | 'failed' | 'skipped';
  delivered_at: Date | null;
  error: string | null;
};

async function sendOne(
  deps: CampaignSendDeps,
  campaign: Parameters<typeof composeRequestMail>[0] & { request_type: 'email' | 'sms' },
  brand: Awaited<ReturnType<typeof loadRequestBrand>>,
  smsAllowed: boolean,
  blocked: Set<string>,
  r: {
    id: number;
    email: string | null;
    phone: string | null;
    first_name: string | null;
    last_name: string | null;
  },
): Promise<Outcome> {
  const failed = (error: string): Outcome => ({ status: 'failed', delivered_at: null, error });
  if (!brand) return failed('The campaign’s location no longer exists.');
  const address = campaign.request_type === 'sms' ? r.phone : r.email?.toLowerCase();
  if (!address)
    return failed(campaign.request_type === 'sms' ? 'No phone number.' : 'No e-mail address.');
  if (blocked.has(address))
    return {
      status: 'skipped',
      delivered_at: null,
      error: 'The address asked not to be contacted.',
    };
  if (campaign.request_type === 'sms' && !smsAllowed)
    return failed('Text message requests are not enabled for this account.');
  const links = await requestLinks(deps.db, deps.publicOrigin, r.id, campaign.feedback_type);
  try {
    if (campaign.request_type === 'sms') {
      const sms = deps.providers.sms;
      if (!sms) return failed('No text message provider is configured.');
      await sms.send(composeRequestSms(campaign, brand, r, links));
    } else {
      await deps.providers.mail.send(composeRequestMail(campaign, brand, r, links));
    }
    return { status: 'sent', delivered_at: new Date(), error: null };
  } catch (err) {
    return failed(`Not delivered: ${(err as Error).message}`.slice(0, 500));
  }
}

/** The sending job: runs when queued, or at the time a campaign was scheduled for. */
export const campaignSendJob = defineJob({
  kind: CAMPAIGN_SEND_JOB,
  payload: v.object({ campaign_id: v.number() }),
  async handler(payload, { deps, signal }: JobRunContext<CampaignSendDeps>) {
    await sendCampaign(deps, payload.campaign_id, signal);
  },
});
