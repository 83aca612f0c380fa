-- The account's own sender for review requests and alerts (the `custom_email` setting): a name and
-- an address that sends only once the address confirmed a link mailed to it, plus the colour and
-- logo of the request e-mail's layout. One row per account; none means Plaudit's sender.
CREATE TABLE custom_email_senders (
  account_id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  from_name text NOT NULL,
  from_address text NOT NULL,
  color text,
  logo_url text,
  confirmed_at timestamptz,
  token_hash text,
  token_expires_at timestamptz,
  updated_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX custom_email_senders_token ON custom_email_senders (token_hash) WHERE token_hash IS NOT NULL;
