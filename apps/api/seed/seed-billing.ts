import type { Db } from '../src/db/open-database';
import { buildHours } from './build-location-details';
import { BLUE_FERN, DEMO_SETTINGS, EVERGREEN, HARBOR_LIGHT } from './demo-data';

const DAY = 86_400_000;

/** The same day of the month, `months` earlier (UTC). */
const monthsBefore = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, Math.min(d.getUTCDate(), 28)));

/**
 * Billing demo data: the expired trial account Harbor Light Yoga (admin expired@demo.test,
 * user expired-user@demo.test) with its one studio; local-ledger subscriptions, cards and
 * six months of invoices for Blue Fern (enterprise) and Evergreen (professional), invoices of
 * the former billing system before that (legacy, amounts as text), and an experiment.
 */
export async function seedDemoBilling(
  db: Db,
  opts: { anchor: Date; passwordHash: string; blueFernId: number; evergreenId: number },
): Promise<{ harborLightId: number }> {
  const { anchor } = opts;
  const ago = (days: number) => new Date(anchor.getTime() - days * DAY);
  return db.transaction().execute(async (tx) => {
    const harbor = await tx
      .insertInto('accounts')
      .values({
        name: HARBOR_LIGHT.name,
        status: 'trial',
        vertical: 'services',
        segment: 'Single location',
        plan_code: 'trial',
        trial_started_at: ago(20),
        trial_ended_at: ago(6),
        support_email: 'hello@harborlightyoga.example.com',
        created_at: ago(20),
        updated_at: ago(6),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('account_settings')
      .values(
        [
          ...DEMO_SETTINGS.map((code) => ({ account_id: harbor.id, code, value: 'true' })),
          { account_id: harbor.id, code: 'trial_banner', value: 'true' },
        ]
          .filter((s, i, all) => all.findIndex((x) => x.code === s.code) === i)
          .map((s) => (s.code === 'trial_export' ? { ...s, value: 'false' } : s)),
      )
      .execute();
    await tx
      .insertInto('users')
      .values(
        HARBOR_LIGHT.users.map((u, i) => ({
          account_id: harbor.id,
          email: u.email,
          name: u.name,
          user_type: u.user_type,
          owner: u.owner,
          password_hash: opts.passwordHash,
          created_at: ago(20 - i * 2),
          updated_at: ago(20 - i * 2),
        })),
      )
      .execute();
    const us = await tx
      .selectFrom('countries')
      .select('id')
      .where('code', '=', 'US')
      .executeTakeFirstOrThrow();
    const maine = await tx
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', us.id)
      .where('code', '=', HARBOR_LIGHT.location.state)
      .executeTakeFirst();
    const { state: _, lat, lng, ...loc } = HARBOR_LIGHT.location;
    const studio = await tx
      .insertInto('locations')
      .values({
        ...loc,
        account_id: harbor.id,
        country_id: us.id,
        state_id: maine?.id ?? null,
        latitude: lat,
        longitude: lng,
        hours: JSON.stringify(buildHours('closed_mondays')),
        created_at: ago(20),
        updated_at: ago(20),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Not listed anywhere yet: each directory waits for its first sync.
    const directories = await tx
      .selectFrom('sources')
      .select('id')
      .where('is_directory', '=', true)
      .execute();
    if (directories.length)
      await tx
        .insertInto('location_directories')
        .values(
          directories.map((d) => ({
            account_id: harbor.id,
            location_id: studio.id,
            source_id: d.id,
            status: 'pending_sync' as const,
          })),
        )
        .execute();

    // Paying accounts: the subscription on the local ledger, its card and its invoices.
    const paying = [
      {
        id: opts.blueFernId,
        plan: 'enterprise',
        unit: 3900,
        quantity: BLUE_FERN.locations.length,
        card: { brand: 'visa', last4: '4242', month: 8, year: anchor.getUTCFullYear() + 2 },
        legacy: ['$2,340.00', '$2,340.00', '$1,950.00', '$1,950.00'],
      },
      {
        id: opts.evergreenId,
        plan: 'professional',
        unit: 4900,
        quantity: EVERGREEN.locations.length,
        card: { brand: 'mastercard', last4: '4444', month: 3, year: anchor.getUTCFullYear() + 1 },
        legacy: ['$588.00', '$539.00', '$539.50'],
      },
    ];
    for (const p of paying) {
      const periodStart = monthsBefore(anchor, 0);
      periodStart.setUTCDate(Math.max(1, anchor.getUTCDate() - 9));
      const next = new Date(periodStart);
      next.setUTCMonth(next.getUTCMonth() + 1);
      await tx
        .insertInto('billing_accounts')
        .values({
          account_id: p.id,
          provider: 'local',
          subscription_ref: `sub_local_${p.id}`,
          plan_code: p.plan,
          location_quantity: p.quantity,
          payment_collection_method: 'automatic',
          current_period_started_at: periodStart,
          next_assessment_at: next,
          card_brand: p.card.brand,
          card_last4: p.card.last4,
          card_exp_month: p.card.month,
          card_exp_year: p.card.year,
          created_at: ago(400),
          updated_at: ago(9),
        })
        .execute();
      const plan = p.plan.charAt(0).toUpperCase() + p.plan.slice(1);
      await tx
        .insertInto('billing_invoices')
        .values(
          Array.from({ length: 6 }, (_, i) => ({
            account_id: p.id,
            description: `${plan} plan, ${p.quantity} locations`,
            total_in_cents: p.unit * p.quantity,
            status: 'paid' as const,
            created_at: monthsBefore(periodStart, 5 - i),
          })),
        )
        .execute();
      await tx
        .insertInto('billing_legacy_invoices')
        .values(
          p.legacy.map((amount, i) => {
            const d = monthsBefore(periodStart, 12 + i);
            return {
              account_id: p.id,
              legacy_id: `L-${p.id}${String(1040 - i * 7).padStart(5, '0')}`,
              date: d.toISOString().slice(0, 10),
              amount,
            };
          }),
        )
        .execute();
    }

    // Blue Fern takes part in the review tags index experiment (a console feature flag).
    await tx
      .insertInto('account_experiments')
      .values({
        account_id: opts.blueFernId,
        name: 'reviewTagsIndex',
        variant: 'on',
        enabled: true,
        started_at: ago(30),
        ends_at: null,
      })
      .execute();
    return { harborLightId: harbor.id };
  });
}
