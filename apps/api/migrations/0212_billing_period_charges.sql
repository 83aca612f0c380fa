-- The local ledger's renewals: an invoice that pays one subscription period records the period's
-- start, and an account pays each period once (a second worker or a retry inserts nothing).
-- Other invoices (prorations, SMS credits, a subscription paid when chosen) have no period.
ALTER TABLE billing_invoices ADD COLUMN period_start timestamptz;
CREATE UNIQUE INDEX billing_invoices_period ON billing_invoices (account_id, period_start);
