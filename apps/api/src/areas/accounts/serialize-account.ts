import type { Account } from '@plaudit/api-client/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { isAccountActive } from '../../http/authenticate';

export function daysLeftInTrial(trialEndedAt: Date | null, now = new Date()): number {
  if (!trialEndedAt) return -1;
  return Math.max(0, Math.ceil((new Date(trialEndedAt).getTime() - now.getTime()) / 86_400_000));
}

/** Accounts with their location counts, ready to send. */
export function selectAccounts(db: Db) {
  return db
    .selectFrom('accounts as a')
    .selectAll('a')
    .select(
      sql<number>`(SELECT count(*)::int FROM locations l WHERE l.account_id = a.id)`.as(
        'total_locations',
      ),
    );
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

export function serializeAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    whitelabel_id: row.whitelabel_id,
    is_parent: row.is_parent,
    active: isAccountActive(row),
    status: row.status,
    vertical: row.vertical,
    trial_started_at: row.trial_started_at ? new Date(row.trial_started_at).toISOString() : null,
    trial_ended_at: row.trial_ended_at ? new Date(row.trial_ended_at).toISOString() : null,
    daysLeftInTrial: daysLeftInTrial(row.trial_ended_at),
    total_locations: Number(row.total_locations),
    segment: row.segment,
    customer_success_manager_id: row.customer_success_manager_id,
    customer_success_manager_name: row.customer_success_manager_name,
    review_status_label_id: row.review_status_label_id,
    plan_code: row.plan_code,
    support_phone: row.support_phone,
    support_email: row.support_email,
    time_zone: row.time_zone,
    language: row.language,
    partner_owner_sign_in: row.partner_owner_sign_in,
    created_at: new Date(row.created_at).toISOString(),
  };
}
