import { listQuery } from './common';
import { type Infer, object, string } from './validate';

export const REVIEW_NOTE_MAX_LENGTH = 2000;

/** An internal note on a review: seen by the account's users, never published. */
export type ReviewNote = {
  id: number;
  review_id: number;
  /** null once the author's user is removed. */
  user_id: number | null;
  user_name: string | null;
  content: string;
  created_at: string;
};

/** POST /reviews/{id}/notes */
export const reviewNoteCreateBody = object({
  content: string({ min: 1, max: REVIEW_NOTE_MAX_LENGTH }),
});
export type ReviewNoteCreateBody = Infer<typeof reviewNoteCreateBody>;

/** GET /reviews/{id}/notes: oldest first by default (a conversation). */
export const reviewNoteListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type ReviewNoteListQuery = Infer<typeof reviewNoteListQuery>;
