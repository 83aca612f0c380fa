-- Keywords and location performance, speed: pre-aggregated rollups for the keyword, category and
-- location performance reports (src/areas/insights/rollups.ts), so a six-month
-- report over 1,000,000 reviews reads thousands of rows instead of millions.
--
-- Every rollup has a day, a month and a quarter grain (UTC calendar days,
-- months and quarters; `period` is the first day). A query reads whole
-- quarters and months from their rows and the days at the edges from the day
-- rows (or a month minus the days outside the range, when that is shorter). `source_id = 0`
-- rows are the totals over every source (and, for the insights rollups,
-- `rating = -1` over every rating): unfiltered reports read only those.
-- Location and group filters of the keyword reports read the raw tables
-- (a few locations' rows, through the location indexes below).

CREATE TABLE insight_keyword_rollups (
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  grain char(1) NOT NULL CHECK (grain IN ('d', 'm', 'q')),
  source_id integer NOT NULL,
  rating smallint NOT NULL,
  period date NOT NULL,
  keyword_id integer NOT NULL,
  sentiment smallint NOT NULL,
  mentions integer NOT NULL,
  PRIMARY KEY (account_id, grain, source_id, rating, period, keyword_id, sentiment)
);
-- Refreshing a day or month reads and replaces its rows.
CREATE INDEX insight_keyword_rollups_period_idx ON insight_keyword_rollups (account_id, grain, period);

CREATE TABLE insight_category_rollups (
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  grain char(1) NOT NULL CHECK (grain IN ('d', 'm', 'q')),
  source_id integer NOT NULL,
  rating smallint NOT NULL,
  period date NOT NULL,
  category text NOT NULL,
  sentiment smallint NOT NULL,
  mentions integer NOT NULL,
  PRIMARY KEY (account_id, grain, source_id, rating, period, category, sentiment)
);
CREATE INDEX insight_category_rollups_period_idx ON insight_category_rollups (account_id, grain, period);

-- Review numbers of a location per period: reviews, ratings, completed
-- reviews, reviews with a published response and the sum of the seconds
-- to the first published response (counted on the review's day).
CREATE TABLE location_metric_rollups (
  account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  grain char(1) NOT NULL CHECK (grain IN ('d', 'm', 'q')),
  source_id integer NOT NULL,
  period date NOT NULL,
  location_id integer NOT NULL,
  reviews integer NOT NULL,
  rating_sum integer NOT NULL,
  rated integer NOT NULL,
  completed integer NOT NULL,
  responded integer NOT NULL,
  response_us bigint NOT NULL,
  -- Covering: the performance report is an index-only scan of a few periods.
  PRIMARY KEY (account_id, grain, source_id, period, location_id)
    INCLUDE (reviews, rating_sum, rated, completed, responded, response_us)
);
CREATE INDEX location_metric_rollups_location_idx ON location_metric_rollups (account_id, location_id, period);

-- (account, location, day) whose rollup rows must be recomputed: written by
-- the statement triggers below on every change of reviews, responses and the
-- keyword and category rows; consumed (deleted) by refreshInsightRollups()
-- before a report reads the rollups. Not unique on purpose: a mark written by
-- a transaction that commits after a refresh began stays for the next one.
CREATE TABLE insight_rollup_dirty (
  account_id integer NOT NULL,
  location_id integer NOT NULL,
  day date NOT NULL
);
CREATE INDEX insight_rollup_dirty_account_idx ON insight_rollup_dirty (account_id);

-- Keyword reports filtered by location or group read the raw rows of those locations.
CREATE INDEX review_keywords_account_location_idx ON review_keywords (account_id, location_id, published_at)
  INCLUDE (keyword_id, sentiment, source_id, rating);
CREATE INDEX review_categories_account_location_idx ON review_categories (account_id, location_id, published_at)
  INCLUDE (category, sentiment, source_id, rating);

-- Bulk loads (seeds) set plaudit.skip_rollup_marks = 'on' for their
-- transaction and rebuild the rollups of the account afterwards.
CREATE FUNCTION insight_rollup_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plaudit.skip_rollup_marks', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'responses' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO insight_rollup_dirty (account_id, location_id, day)
      SELECT DISTINCT r.account_id, r.location_id, (r.published_at AT TIME ZONE 'UTC')::date
      FROM new_rows n JOIN reviews r ON r.id = n.review_id;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO insight_rollup_dirty (account_id, location_id, day)
      SELECT DISTINCT r.account_id, r.location_id, (r.published_at AT TIME ZONE 'UTC')::date
      FROM old_rows o JOIN reviews r ON r.id = o.review_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'reviews' THEN
    -- Only changes that move a number of the reports.
    INSERT INTO insight_rollup_dirty (account_id, location_id, day)
    SELECT DISTINCT x.account_id, x.location_id, x.day FROM (
      SELECT n.account_id, n.location_id, (n.published_at AT TIME ZONE 'UTC')::date AS day, n.id
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.location_id, n.source_id, n.rating, n.status, n.published_at)
        IS DISTINCT FROM (o.location_id, o.source_id, o.rating, o.status, o.published_at)
      UNION ALL
      SELECT o.account_id, o.location_id, (o.published_at AT TIME ZONE 'UTC')::date, o.id
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.location_id, n.published_at) IS DISTINCT FROM (o.location_id, o.published_at)
    ) x;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO insight_rollup_dirty (account_id, location_id, day)
    SELECT DISTINCT n.account_id, n.location_id, (n.published_at AT TIME ZONE 'UTC')::date FROM new_rows n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO insight_rollup_dirty (account_id, location_id, day)
    SELECT DISTINCT o.account_id, o.location_id, (o.published_at AT TIME ZONE 'UTC')::date FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_rollup_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER reviews_rollup_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER reviews_rollup_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER responses_rollup_insert AFTER INSERT ON responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER responses_rollup_update AFTER UPDATE ON responses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER responses_rollup_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER review_keywords_rollup_insert AFTER INSERT ON review_keywords
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER review_keywords_rollup_delete AFTER DELETE ON review_keywords
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER review_categories_rollup_insert AFTER INSERT ON review_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
CREATE TRIGGER review_categories_rollup_delete AFTER DELETE ON review_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_rollup_mark();
