import type { Db } from '../db/open-database';

/** The former billing system's invoices, as imported (both providers show them). */
export async function legacyInvoices(db: Db, accountId: number) {
  const rows = await db
    .selectFrom('billing_legacy_invoices')
    .select(['legacy_id', 'date', 'amount'])
    .where('account_id', '=', accountId)
    .orderBy('date', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.legacy_id,
    date:
      typeof r.date === 'string'
        ? r.date.slice(0, 10)
        : new Date(r.date).toISOString().slice(0, 10),
    amount: r.amount,
  }));
}
