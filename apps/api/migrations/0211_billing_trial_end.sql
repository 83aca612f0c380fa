-- A subscription chosen during a free trial starts billing at the trial's end (the local
-- ledger's copy of Stripe's trial_end): nothing is charged before it, and the first charge on
-- that day is the first month plus the one-time setup amount kept in setup_due_cents.
ALTER TABLE billing_accounts
  ADD COLUMN trial_end timestamptz,
  ADD COLUMN setup_due_cents integer NOT NULL DEFAULT 0 CHECK (setup_due_cents >= 0);
