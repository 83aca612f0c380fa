-- Connecting review sites by OAuth 2 (authorization code with PKCE): the pending
-- consent (state, kept hashed, with its code verifier sealed), the tokens sealed with
-- their expiry, and integrations that are requested from the team.
ALTER TABLE integrations DROP CONSTRAINT integrations_status_check;
ALTER TABLE integrations ADD CONSTRAINT integrations_status_check
  CHECK (status IN ('active', 'inactive', 'expired', 'access_requested'));
ALTER TABLE integrations ADD COLUMN created_by_user_id integer REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE oauth_tokens ADD COLUMN access_token_box text;
ALTER TABLE oauth_tokens ADD COLUMN refresh_token_box text;
ALTER TABLE oauth_tokens ADD COLUMN scope text;

CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  code_verifier_box text NOT NULL,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);

-- The local sandbox provider (no client id configured): codes it has granted.
CREATE TABLE oauth_sandbox_codes (
  code_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_challenge text NOT NULL,
  redirect_uri text NOT NULL,
  account_kind text NOT NULL,
  expires_at timestamptz NOT NULL
);
