-- Customer photos in the gallery (issue 18): media rows with media_type 'customer'
-- are photos customers added to a listing. The author is kept with the photo, and
-- the review the customer posted it with (when there is one) gives the photo its
-- rating; owner photos have neither.
ALTER TABLE media ADD COLUMN author_name text;
ALTER TABLE media ADD COLUMN review_id integer REFERENCES reviews(id) ON DELETE SET NULL;
CREATE INDEX media_account_type_idx ON media (account_id, media_type) WHERE deleted_at IS NULL;
