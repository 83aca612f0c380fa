-- Media files: the public file route asks whether a demo key is one the database
-- refers to before drawing it, so look-ups by key are indexed.
CREATE INDEX media_storage_key_idx ON media (storage_key);
CREATE INDEX media_low_res_storage_key_idx ON media (low_res_storage_key);
