import {
  BILLING_PLAN_CODES,
  cardBrand,
  cardDigits,
  cardExpired,
} from '@plaudit/api-client/schemas';
import type { Db } from '../db/open-database';
import {
  addMonths,
  type BillingProvider,
  type BillingState,
  type CardOnFile,
  PaymentDeclined,
  type PaymentSource,
  PaymentSourceRefused,
  type PlanChange,
  PRICE_TABLE_CENTS,
  type PricingQuote,
  type ProviderSubscriptionRecord,
  prorate,
  quoteLocations,
  SETUP_CENTS,
  SMS_PACKS,
  unitCentsOf,
} from './billing';
import { legacyInvoices } from './billing-legacy-invoices';

/**
 * Stripe's documented test number for a declined card: the local ledger declines it too, so
 * the failed state can be tried without a real provider.
 */
export const DECLINED_TEST_CARD = '4000000000000002';

type Row = {
  subscription_ref: string | null;
  plan_code: string | null;
  location_quantity: number | null;
  payment_collection_method: 'automatic' | 'invoice' | 'remittance';
  current_period_started_at: Date | string | null;
  next_assessment_at: Date | string | null;
  trial_end: Date | string | null;
  setup_due_cents: number;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
};

const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The trial a subscription is still in (its end not passed), or null. */
function runningTrialEnd(row: Row | undefined, at: Date): Date | null {
  const end = toDate(row?.trial_end ?? null);
  return end && end.getTime() > at.getTime() ? end : null;
}

function subscriptionOf(row: Row | undefined, at: Date): ProviderSubscriptionRecord | null {
  if (!row?.subscription_ref || !row.plan_code || !row.location_quantity) return null;
  const amount = unitCentsOf(row.plan_code) * row.location_quantity;
  const trialEnd = runningTrialEnd(row, at);
  return {
    id: row.subscription_ref,
    planCode: row.plan_code,
    locationQuantity: row.location_quantity,
    paymentCollectionMethod: row.payment_collection_method,
    // In a trial the first charge is on its last day; afterwards at the period's end.
    nextAssessmentAt: trialEnd ?? toDate(row.next_assessment_at),
    currentBillingAmountCents: amount,
    interval: 1,
    intervalUnit: 'month',
    trialEnd,
    nextChargeCents: amount + (trialEnd ? row.setup_due_cents : 0),
  };
}

export function cardOf(row: Row | undefined): CardOnFile | null {
  if (!row?.card_last4 || !row.card_brand || !row.card_exp_month || !row.card_exp_year) return null;
  return {
    brand: row.card_brand,
    last4: row.card_last4,
    expMonth: row.card_exp_month,
    expYear: row.card_exp_year,
  };
}

/**
 * Checks a typed card and keeps what may be kept: brand, last 4 digits, expiry. The number
 * goes no further than this function (the request schema already checked Luhn, length and
 * expiry); the declined test number is refused like a real decline.
 */
export function keepCard(source: PaymentSource): CardOnFile {
  if (!('card' in source))
    throw new PaymentSourceRefused(
      'This server bills through its local ledger: send the card, not a payment method id',
    );
  const digits = cardDigits(source.card.number);
  if (digits === DECLINED_TEST_CARD) throw new PaymentDeclined();
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: source.card.exp_month,
    expYear: source.card.exp_year,
  };
}

/** The local ledger in the database (the default): see billing.ts for prices and rules. */
export function localBilling(db: Db, opts: { now?: () => Date } = {}): BillingProvider {
  const now = opts.now ?? (() => new Date());

  const load = (accountId: number) =>
    db
      .selectFrom('billing_accounts')
      .select([
        'subscription_ref',
        'plan_code',
        'location_quantity',
        'payment_collection_method',
        'current_period_started_at',
        'next_assessment_at',
        'trial_end',
        'setup_due_cents',
        'card_brand',
        'card_last4',
        'card_exp_month',
        'card_exp_year',
      ])
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  const hasSubscribedBefore = async (accountId: number) =>
    Boolean(
      await db
        .selectFrom('billing_invoices')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status', '=', 'paid')
        .limit(1)
        .executeTakeFirst(),
    ) || Boolean((await load(accountId))?.subscription_ref);

  async function quote(
    accountId: number,
    change: PlanChange,
  ): Promise<PricingQuote & { newPeriod: boolean }> {
    const at = now();
    const row = await load(accountId);
    const current = subscriptionOf(row, at);
    const unitCents = unitCentsOf(change.planCode);
    const recurringCents = unitCents * change.locationCount;
    const start = toDate(row?.current_period_started_at ?? null);
    // Chosen during a trial (now, or earlier and the trial still runs): nothing today, the
    // setup and the first period on the trial's last day.
    const trialEnd = change.accountActive
      ? (current?.trialEnd ?? (change.trialEnd && change.trialEnd > at ? change.trialEnd : null))
      : null;
    if (trialEnd) {
      const setupCents = current
        ? (row?.setup_due_cents ?? 0)
        : (await hasSubscribedBefore(accountId))
          ? 0
          : SETUP_CENTS;
      return {
        interval: 1,
        intervalUnit: 'month',
        totalCents: 0,
        proratedCents: 0,
        nextBillingCycleStart: trialEnd,
        setupCents,
        recurringCents,
        unitCents,
        trialEnd,
        nextChargeCents: setupCents + recurringCents,
        newPeriod: !current,
      };
    }
    if (current && change.accountActive && start && current.nextAssessmentAt) {
      const proratedCents = prorate(
        current.currentBillingAmountCents,
        recurringCents,
        start,
        current.nextAssessmentAt,
        at,
      );
      return {
        interval: 1,
        intervalUnit: 'month',
        totalCents: proratedCents,
        proratedCents,
        nextBillingCycleStart: current.nextAssessmentAt,
        setupCents: 0,
        recurringCents,
        unitCents,
        trialEnd: null,
        nextChargeCents: recurringCents,
        newPeriod: false,
      };
    }
    const setupCents = (await hasSubscribedBefore(accountId)) ? 0 : SETUP_CENTS;
    return {
      interval: 1,
      intervalUnit: 'month',
      totalCents: setupCents + recurringCents,
      proratedCents: 0,
      nextBillingCycleStart: addMonths(at, 1),
      setupCents,
      recurringCents,
      unitCents,
      trialEnd: null,
      nextChargeCents: recurringCents,
      newPeriod: true,
    };
  }

  async function saveCard(accountId: number, card: CardOnFile) {
    await db
      .insertInto('billing_accounts')
      .values({
        account_id: accountId,
        card_brand: card.brand,
        card_last4: card.last4,
        card_exp_month: card.expMonth,
        card_exp_year: card.expYear,
      })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({
          card_brand: card.brand,
          card_last4: card.last4,
          card_exp_month: card.expMonth,
          card_exp_year: card.expYear,
          updated_at: new Date(),
        }),
      )
      .execute();
  }

  return {
    name: 'local',
    async locationQuote(input) {
      return quoteLocations(input, unitCentsOf(input.planCode));
    },
    async catalog() {
      return {
        plans: BILLING_PLAN_CODES.map((code) => ({ code, unitCents: PRICE_TABLE_CENTS[code]! })),
        setupCents: SETUP_CENTS,
        smsPacks: Object.entries(SMS_PACKS).map(([code, p]) => ({
          code: code as keyof typeof SMS_PACKS,
          credits: p.credits,
          totalCents: p.cents,
        })),
      };
    },
    async state(accountId): Promise<BillingState> {
      const row = await load(accountId);
      return { subscription: subscriptionOf(row, now()), card: cardOf(row) };
    },
    async invoices(accountId) {
      const [rows, legacy] = await Promise.all([
        db
          .selectFrom('billing_invoices')
          .select(['id', 'created_at', 'total_in_cents', 'status', 'description'])
          .where('account_id', '=', accountId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        legacyInvoices(db, accountId),
      ]);
      return {
        invoices: rows.map((r) => ({
          id: `INV-${String(r.id).padStart(6, '0')}`,
          createdAt: new Date(r.created_at),
          totalCents: r.total_in_cents,
          status: r.status,
          description: r.description,
        })),
        legacy,
      };
    },
    async pricingPreview(accountId, change) {
      const { newPeriod: _, ...q } = await quote(accountId, change);
      return q;
    },
    async updateCard(accountId, source) {
      const card = keepCard(source);
      await saveCard(accountId, card);
      return card;
    },
    async subscribe(accountId, change) {
      const card = change.source ? keepCard(change.source) : null;
      const row = await load(accountId);
      const onFile = cardOf(row);
      if (!card && !onFile)
        throw new PaymentSourceRefused('Add a card to pay for the subscription');
      if (!card && onFile) chargeable(onFile, now());
      const q = await quote(accountId, change);
      const at = now();
      await db.transaction().execute(async (tx) => {
        if (card)
          await tx
            .insertInto('billing_accounts')
            .values({ account_id: accountId })
            .onConflict((oc) => oc.column('account_id').doNothing())
            .execute();
        const values = {
          subscription_ref: `sub_local_${accountId}`,
          plan_code: change.planCode,
          location_quantity: change.locationCount,
          // A trial's first period starts at its end; the setup is charged with that period.
          ...(q.newPeriod
            ? q.trialEnd
              ? {
                  current_period_started_at: q.trialEnd,
                  next_assessment_at: addMonths(q.trialEnd, 1),
                  trial_end: q.trialEnd,
                  setup_due_cents: q.setupCents,
                }
              : {
                  current_period_started_at: at,
                  next_assessment_at: q.nextBillingCycleStart,
                  trial_end: null,
                  setup_due_cents: 0,
                }
            : {}),
          ...(card
            ? {
                card_brand: card.brand,
                card_last4: card.last4,
                card_exp_month: card.expMonth,
                card_exp_year: card.expYear,
              }
            : {}),
          updated_at: at,
        };
        await tx
          .insertInto('billing_accounts')
          .values({ account_id: accountId, ...values })
          .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
          .execute();
        if (q.totalCents > 0)
          await tx
            .insertInto('billing_invoices')
            .values({
              account_id: accountId,
              description: describeCharge(change.planCode, change.locationCount, q),
              total_in_cents: q.totalCents,
              status: 'paid',
              created_at: at,
            })
            .execute();
      });
      return subscriptionOf(await load(accountId), now())!;
    },
    async purchaseSmsCredits(accountId, purchase) {
      const onFile = cardOf(await load(accountId));
      if (!onFile) throw new PaymentSourceRefused('Add a card before buying SMS credits');
      chargeable(onFile, now());
      const pack = SMS_PACKS[purchase.packCode];
      const invoice = await db
        .insertInto('billing_invoices')
        .values({
          account_id: accountId,
          description: `${(pack.credits * purchase.quantity).toLocaleString('en-US')} SMS credits`,
          total_in_cents: pack.cents * purchase.quantity,
          status: 'paid',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { invoiceRef: `INV-${String(invoice.id).padStart(6, '0')}` };
    },
  };
}

/** A card on file that has expired since it was saved is declined like a real one. */
export function chargeable(card: CardOnFile, at: Date) {
  if (cardExpired(card.expMonth, card.expYear, at))
    throw new PaymentDeclined('Your card has expired. Please update your card.');
}

/** An invoice's line: the plan and locations, and whether it is prorated or with the setup. */
export function describeCharge(
  planCode: string,
  locations: number,
  q: Pick<PricingQuote, 'proratedCents' | 'setupCents'>,
): string {
  const plan = planCode.charAt(0).toUpperCase() + planCode.slice(1);
  const what = `${plan} plan, ${locations} location${locations === 1 ? '' : 's'}`;
  if (q.proratedCents > 0) return `${what} (prorated)`;
  return q.setupCents > 0 ? `${what}, with setup` : what;
}
