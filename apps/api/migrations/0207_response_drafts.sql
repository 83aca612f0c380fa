-- Smart responses: how the account's drafted replies sound (tone, sign-off, words to avoid,
-- free instructions for a model writer). One row per account; no row: the defaults.
CREATE TABLE response_voices (
  account_id integer PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  tone text NOT NULL DEFAULT 'warm' CHECK (tone IN ('warm', 'formal', 'brief')),
  sign_off text NOT NULL DEFAULT '',
  words_to_avoid text[] NOT NULL DEFAULT '{}',
  instructions text NOT NULL DEFAULT '',
  updated_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A draft written for a review (who asked, which writer, whether a person must answer) is
-- part of the review's history. The list keeps every type before it (the disputes' too).
ALTER TABLE review_events DROP CONSTRAINT review_events_event_type_check;
ALTER TABLE review_events ADD CONSTRAINT review_events_event_type_check CHECK (event_type IN (
  'status_changed', 'response_drafted', 'response_updated', 'response_publish_requested',
  'response_published', 'response_publish_failed', 'response_delete_requested',
  'response_deleted', 'response_delete_failed', 'tag_added', 'tag_removed',
  'assigned', 'note_added', 'note_deleted',
  'auto_response_scheduled', 'auto_response_cancelled', 'auto_response_skipped',
  'dispute_flagged', 'dispute_submitted', 'dispute_removed', 'dispute_rejected',
  'dispute_withdrawn', 'response_draft_written'));
