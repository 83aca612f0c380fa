-- Metrics (dashboard overview, breakdown, sources) aggregate an account's reviews in a date
-- range by month, location or source, counting ratings and sentiment: an index-only scan.
CREATE INDEX reviews_account_published_metrics_idx ON reviews (account_id, published_at)
  INCLUDE (location_id, source_id, rating, sentiment);
