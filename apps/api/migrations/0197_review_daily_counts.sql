-- Reviews per account, rating and UTC day, kept exact by statement triggers on reviews (in the
-- same transaction as the change), so GET /reviews filtered by dates and ratings only counts its
-- total from at most a few hundred rows per rating instead of scanning every matching review
-- (six months at one rating of 1,000,000 reviews: ~58,000 index entries, 30-55 ms).
CREATE TABLE review_daily_counts (
  account_id integer NOT NULL,
  rating smallint NOT NULL,
  day date NOT NULL,
  reviews integer NOT NULL,
  PRIMARY KEY (account_id, rating, day)
);

CREATE FUNCTION review_daily_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_daily_counts AS c (account_id, rating, day, reviews)
      SELECT account_id, rating, (published_at AT TIME ZONE 'UTC')::date, count(*)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, rating, day) DO UPDATE SET reviews = c.reviews + excluded.reviews;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_daily_counts AS c (account_id, rating, day, reviews)
      SELECT account_id, rating, (published_at AT TIME ZONE 'UTC')::date, -count(*)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, rating, day) DO UPDATE SET reviews = c.reviews + excluded.reviews;
  ELSE
    -- Only rows whose account, rating or day changed move (a status change touches nothing).
    INSERT INTO review_daily_counts AS c (account_id, rating, day, reviews)
      SELECT account_id, rating, day, sum(d) FROM (
        SELECT o.account_id, o.rating, (o.published_at AT TIME ZONE 'UTC')::date AS day, -1 AS d
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.account_id, o.rating, o.published_at) IS DISTINCT FROM (n.account_id, n.rating, n.published_at)
        UNION ALL
        SELECT n.account_id, n.rating, (n.published_at AT TIME ZONE 'UTC')::date, 1
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.account_id, o.rating, o.published_at) IS DISTINCT FROM (n.account_id, n.rating, n.published_at)
      ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, rating, day) DO UPDATE SET reviews = c.reviews + excluded.reviews;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_daily_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_track();
CREATE TRIGGER reviews_daily_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_track();
CREATE TRIGGER reviews_daily_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_daily_counts_track();

INSERT INTO review_daily_counts (account_id, rating, day, reviews)
  SELECT account_id, rating, (published_at AT TIME ZONE 'UTC')::date, count(*)
  FROM reviews GROUP BY 1, 2, 3;
