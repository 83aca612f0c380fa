import * as v from 'valibot';
import { listQuery } from './common';
import { answer, type Infer, object, string } from './validate';
import { described } from './validation/described';

export const REVIEW_NOTE_MAX_LENGTH = 2000;

/** An internal note on a review: seen by the account's users, never published. */
export const reviewNoteAnswer = answer(
  described(
    "An internal note on a review: seen by the account's users, never published.",
    v.object({
      id: v.number(),
      review_id: v.number(),
      user_id: described("null once the author's user is removed.", v.nullable(v.number())),
      user_name: v.nullable(v.string()),
      content: v.string(),
      created_at: v.string(),
    }),
  ),
);
/** An internal note on a review: seen by the account's users, never published. */
export interface ReviewNote extends Infer<typeof reviewNoteAnswer> {}

/** POST /reviews/{id}/notes */
export const reviewNoteCreateBody = object({
  content: string({ min: 1, max: REVIEW_NOTE_MAX_LENGTH }),
});
export type ReviewNoteCreateBody = Infer<typeof reviewNoteCreateBody>;

/** GET /reviews/{id}/notes: oldest first by default (a conversation). */
export const reviewNoteListQuery = object({ ...listQuery(['created_at'] as const, 100) });
export type ReviewNoteListQuery = Infer<typeof reviewNoteListQuery>;
