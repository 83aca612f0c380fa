-- A session a partner's sign-in link started (POST /sso_tokens, then /auth/sso) is an
-- impersonation: auth_tokens.kind 'impersonation', parent_account_id the partner's account, and
-- issued_by_user_id the partner user who minted it (kept as the user's session record, as
-- shadow sessions are).
ALTER TABLE auth_tokens ADD COLUMN issued_by_user_id integer REFERENCES users(id) ON DELETE SET NULL;

-- Whether the account's partner may mint a sign-in link for the account's owner: off until the
-- owner, signed in as themself, turns it on (PATCH /accounts/{id} partner_owner_sign_in).
ALTER TABLE accounts ADD COLUMN partner_owner_sign_in boolean NOT NULL DEFAULT false;
