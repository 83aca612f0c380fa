-- Several servers run job workers on one database: each scheduled export's
-- occurrence reaches each recipient once, whichever worker or attempt sends it.
-- The send job claims (export, occurrence, user) here before the e-mail goes, and
-- gives the claim back if sending fails (so a retry sends it).
CREATE TABLE scheduled_export_deliveries (
  scheduled_export_id integer NOT NULL REFERENCES scheduled_exports(id) ON DELETE CASCADE,
  -- The occurrence's due time (ISO 8601), as in the send job's payload.
  occurrence text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scheduled_export_id, occurrence, user_id)
);
