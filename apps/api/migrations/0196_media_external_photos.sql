-- Customer photos synced from a site (issue 18): the site's own name for the photo
-- (Google: places/{place}/photos/{ref}). One row per location, source and name, so two
-- workers syncing the same location store each photo once. Owner uploads and the demo
-- seed's photos have none (NULLs never conflict).
ALTER TABLE media ADD COLUMN external_id text CHECK (length(external_id) BETWEEN 1 AND 500);
CREATE UNIQUE INDEX media_location_source_external_key ON media (location_id, source_id, external_id);
