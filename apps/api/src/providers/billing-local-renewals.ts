import type { Db } from '../db/open-database';
import { addMonths, PaymentDeclined, unitCentsOf } from './billing';
import { cardOf, chargeable, describeCharge } from './billing-local';

/** At most this many missed periods are charged for one subscription in one pass. */
const MAX_PERIODS = 24;

/**
 * The local ledger's renewals: every subscription that is due is charged to its card on file,
 * one invoice per period. A subscription chosen during a free trial pays its first month and
 * the setup on the trial's last day; each following month is paid when the period before it
 * ends. Charged: accounts billed by the local ledger with automatic collection that are still
 * open (not expired, suspended or switched off) and bill themselves (a partner's client is
 * billed by its partner). Returns how many invoices were recorded.
 */
export async function chargeDueSubscriptions(db: Db, at = new Date()): Promise<number> {
  const due = await db
    .selectFrom('billing_accounts as b')
    .innerJoin('accounts as a', 'a.id', 'b.account_id')
    .leftJoin('accounts as p', 'p.id', 'a.parent_id')
    .select('b.account_id')
    .where('b.provider', '=', 'local')
    .where('b.subscription_ref', 'is not', null)
    .where('b.payment_collection_method', '=', 'automatic')
    .where((eb) => eb.or([eb('b.trial_end', '<=', at), eb('b.next_assessment_at', '<=', at)]))
    .where('a.active', '=', true)
    .where('a.status', 'not in', ['expired', 'suspended'])
    // White-labelled (its own or its partner's label): the partner bills it, as the pages say.
    .where((eb) => eb(eb.fn.coalesce('a.whitelabel_id', 'p.whitelabel_id'), 'is', null))
    .orderBy('b.account_id')
    .limit(500)
    .execute();
  let charged = 0;
  for (const { account_id } of due) charged += await chargeSubscription(db, account_id, at);
  return charged;
}

/**
 * Charges one account's due periods. The account's billing row is locked and read again
 * inside the transaction (a second worker waits, then finds nothing due), and each period's
 * invoice is unique by account and period start, so a period is never paid twice.
 */
async function chargeSubscription(db: Db, accountId: number, at: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('billing_accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.subscription_ref || !row.plan_code || !row.location_quantity) return 0;
    const { plan_code: planCode, location_quantity: locations } = row;
    const monthCents = unitCentsOf(planCode) * locations;
    const card = cardOf(row);
    let declined: string | null = null;
    try {
      if (!card) throw new PaymentDeclined('No card on file.');
      chargeable(card, at);
    } catch (err) {
      if (!(err instanceof PaymentDeclined)) throw err;
      declined = err.message;
    }
    let charged = 0;
    const charge = async (periodStart: Date, cents: number, setupCents: number) => {
      const invoice = await tx
        .insertInto('billing_invoices')
        .values({
          account_id: accountId,
          description: describeCharge(planCode, locations, { proratedCents: 0, setupCents }),
          total_in_cents: cents,
          status: declined ? 'failed' : 'paid',
          period_start: periodStart,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['account_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (invoice) charged++;
    };
    const trialEnd = row.trial_end === null ? null : new Date(row.trial_end);
    let next = row.next_assessment_at === null ? null : new Date(row.next_assessment_at);
    let started = row.current_period_started_at;
    // The trial is over: its first period (from the trial's end) with the setup.
    if (trialEnd && trialEnd.getTime() <= at.getTime()) {
      await charge(trialEnd, monthCents + row.setup_due_cents, row.setup_due_cents);
      started = trialEnd;
      next = addMonths(trialEnd, 1);
    }
    // Each period that has begun since.
    for (let i = 0; next && next.getTime() <= at.getTime() && i < MAX_PERIODS; i++) {
      await charge(next, monthCents, 0);
      started = next;
      next = addMonths(next, 1);
    }
    await tx
      .updateTable('billing_accounts')
      .set({
        trial_end: trialEnd && trialEnd.getTime() <= at.getTime() ? null : row.trial_end,
        setup_due_cents: trialEnd && trialEnd.getTime() <= at.getTime() ? 0 : row.setup_due_cents,
        current_period_started_at: started,
        next_assessment_at: next,
        updated_at: at,
      })
      .where('account_id', '=', accountId)
      .execute();
    return charged;
  });
}
