-- The competitors and local search previews ask for access the way the Amplify and
-- Local Listings teasers do (POST /feature_requests).
ALTER TABLE feature_requests DROP CONSTRAINT feature_requests_feature_check;
ALTER TABLE feature_requests ADD CONSTRAINT feature_requests_feature_check
  CHECK (feature IN ('Amplify', 'Local Listing', 'Competitors', 'Local Search'));
