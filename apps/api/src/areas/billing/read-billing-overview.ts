import type { BillingOverview } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { isAccountActive } from '../../http/authenticate';
import type { AuthContext } from '../../http/context';
import type { BillingProvider } from '../../providers/billing';
import { serializeCard, serializeSubscription } from './billing-answers';
import { charging } from './charge-provider';

export async function accountFacts(db: Db, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['name', 'plan_code', 'status', 'active', 'trial_ended_at'])
    .select((eb) =>
      eb
        .selectFrom('locations')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('locations.account_id', '=', accountId)
        .as('locations'),
    )
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** The end of the account's free trial while it still runs, or null. */
export function runningTrialEnd(
  facts: { status: string; trial_ended_at: Date | string | null },
  now = new Date(),
): Date | null {
  if (facts.status !== 'trial' || !facts.trial_ended_at) return null;
  const end = new Date(facts.trial_ended_at);
  return end.getTime() > now.getTime() ? end : null;
}

/** SMS credits bought (completed purchases). */
export async function smsBalance(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('sms_credit_purchases')
    .select((eb) => eb.fn.sum<number>('credits').as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** GET /billing/{account_id}: the subscription, card, location count and SMS credits. */
export async function overview(
  provider: BillingProvider,
  db: Db,
  auth: AuthContext,
  accountId: number,
): Promise<BillingOverview> {
  const [facts, state, credits] = await Promise.all([
    accountFacts(db, accountId),
    charging(() => provider.state(accountId)),
    smsBalance(db, accountId),
  ]);
  const inUse = Number(facts.locations ?? 0);
  return {
    account_id: accountId,
    provider: provider.name,
    account_status: facts.status,
    account_active: isAccountActive(facts),
    trial_ended_at: facts.trial_ended_at ? new Date(facts.trial_ended_at).toISOString() : null,
    subscription: serializeSubscription(state.subscription, auth.userType === 'administrator'),
    card: serializeCard(state.card),
    location_count: state.subscription?.locationQuantity ?? inUse,
    locations_in_use: inUse,
    sms_credits: { balance: credits },
  };
}
