-- Connectors read each connected review site: where each location's reviews were read up
-- to, when the connection was last read and what went wrong, and the integrations banner
-- an administrator dismissed for the account.
ALTER TABLE location_integration_refs ADD COLUMN synced_until timestamptz;
ALTER TABLE integrations ADD COLUMN last_synced_at timestamptz;
ALTER TABLE integrations ADD COLUMN last_sync_error text;
ALTER TABLE accounts ADD COLUMN integrations_banner_dismissed_at timestamptz;
