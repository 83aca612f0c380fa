-- An auto-responding rule may answer with a smart draft (written from the review, in the
-- account's voice) instead of its template's fixed text, for reviews rated at least
-- smart_draft_lowest_rating. The template stays: the local writer offers it for a review in a
-- language it cannot write.
ALTER TABLE auto_response_rules ADD COLUMN smart_draft boolean NOT NULL DEFAULT false;
ALTER TABLE auto_response_rules ADD COLUMN smart_draft_lowest_rating smallint NOT NULL DEFAULT 1
  CHECK (smart_draft_lowest_rating BETWEEN 1 AND 5);
