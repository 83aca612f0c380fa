-- Account settings (/settings/account): the account's time zone (an IANA name, checked by the
-- API against the runtime's list) and its language (the languages the product speaks; the
-- language_settings account setting lets an account choose another than English).
ALTER TABLE accounts ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York';
ALTER TABLE accounts ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'de'));

-- At most one owner per account (POST /accounts/{id}/owner moves the flag in one transaction;
-- a removed user keeps no ownership).
CREATE UNIQUE INDEX users_one_owner_idx ON users (account_id) WHERE owner AND deleted_at IS NULL;
