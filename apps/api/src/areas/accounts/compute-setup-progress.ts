import type {
  SetupProgress,
  SetupStage,
  SetupStep,
  SetupStepState,
} from '@plaudit/api-client/schemas';
import { SETUP_STEPS } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';

/**
 * The trial checklist of an account, from its data (spec 1 sections 3 and 4):
 * - invite a colleague: completed once the account has more than one user;
 * - integrate Facebook: started when access was asked for, completed once connected;
 * - ask for a review: started with a campaign draft, completed once a campaign was sent;
 * - respond to a review: started with a draft response, completed once one is published;
 * any open step may be skipped (setup_steps). Google counts as scanned once the account has Google
 * reviews (a connected Google integration read them, or they were imported) or the connected
 * integration has synced. Stage 1 until then, 2 while a step is open, 3 after.
 */
export async function computeSetupProgress(db: Db, accountId: number): Promise<SetupProgress> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('deleted_at', 'is', null)
        .as('users'),
      eb
        .selectFrom('integrations')
        .select('status')
        .where('account_id', '=', accountId)
        .where('source_code', '=', 'facebook')
        .orderBy('id', 'desc')
        .limit(1)
        .as('facebook'),
      eb
        .selectFrom('integrations')
        .select((e) => e.fn.max('last_synced_at').as('at'))
        .where('account_id', '=', accountId)
        .where('source_code', '=', 'google')
        .where('status', '=', 'active')
        .as('google_synced_at'),
      eb
        .selectFrom('integrations')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('source_code', '=', 'google')
        .where('status', '=', 'active')
        .as('google'),
      eb
        .selectFrom('reviews')
        .innerJoin('sources', 'sources.id', 'reviews.source_id')
        .select('reviews.id')
        .where('reviews.account_id', '=', accountId)
        .where('sources.code', '=', 'google')
        .limit(1)
        .as('google_review'),
      eb
        .selectFrom('campaigns')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .as('campaigns'),
      eb
        .selectFrom('campaigns')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('status', 'in', ['sending', 'sent'])
        .as('sent_campaigns'),
      eb
        .selectFrom('responses')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .as('responses'),
      eb
        .selectFrom('responses')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('status', '=', 'published')
        .as('published_responses'),
    ])
    .executeTakeFirstOrThrow();
  const skipped = new Set(
    (
      await db
        .selectFrom('setup_steps')
        .select('step')
        .where('account_id', '=', accountId)
        .execute()
    ).map((r) => r.step as SetupStep),
  );
  const facebook = row.facebook as string | null;
  const done: Record<SetupStep, SetupStepState> = {
    invite_colleague: Number(row.users) > 1 ? 'completed' : 'unstarted',
    integrate_facebook:
      facebook === 'active'
        ? 'completed'
        : facebook === 'access_requested'
          ? 'started'
          : 'unstarted',
    ask_for_review:
      Number(row.sent_campaigns) > 0
        ? 'completed'
        : Number(row.campaigns) > 0
          ? 'started'
          : 'unstarted',
    respond_to_review:
      Number(row.published_responses) > 0
        ? 'completed'
        : Number(row.responses) > 0
          ? 'started'
          : 'unstarted',
  };
  const steps = SETUP_STEPS.map((step) => ({
    step,
    state: done[step] !== 'completed' && skipped.has(step) ? ('skipped' as const) : done[step],
  }));
  const scanned = row.google_synced_at !== null || row.google_review !== null;
  const open = steps.some((s) => s.state !== 'completed' && s.state !== 'skipped');
  const stage: SetupStage = !scanned ? 1 : open ? 2 : 3;
  return {
    account_id: accountId,
    ask_campaigns_exist: Number(row.campaigns) > 0,
    facebook_integration_exists: facebook === 'active' || facebook === 'access_requested',
    multiple_users_in_account_exists: Number(row.users) > 1,
    responses_exist: Number(row.responses) > 0,
    google_url_scanned: scanned,
    google_connected: Number(row.google) > 0,
    stage,
    steps,
  };
}
