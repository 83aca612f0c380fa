import type {
  ReviewNote,
  ReviewNoteCreateBody,
  ReviewNoteListQuery,
} from '../schemas/review-notes';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

const notesOf = (reviewId: Id) => `/reviews/${encodeURIComponent(String(reviewId))}/notes`;

/** GET /reviews/{id}/notes: the review's internal notes, oldest first. */
export function listReviewNotes(
  client: Client,
  reviewId: Id,
  query?: ListInput<ReviewNoteListQuery>,
  options?: CallOptions,
): Promise<Page<ReviewNote>> {
  return client.list<ReviewNote>(notesOf(reviewId), 'notes', query, options);
}

/** POST /reviews/{id}/notes */
export function createReviewNote(
  client: Client,
  reviewId: Id,
  body: ReviewNoteCreateBody,
  options?: CallOptions,
): Promise<ReviewNote> {
  return client.post<ReviewNote>(notesOf(reviewId), body, options);
}

/** DELETE /reviews/{id}/notes/{noteId}: the author's own note (administrators: any). */
export async function deleteReviewNote(
  client: Client,
  reviewId: Id,
  noteId: Id,
  options?: CallOptions,
) {
  await client.delete<unknown>(
    `${notesOf(reviewId)}/${encodeURIComponent(String(noteId))}`,
    options,
  );
}

export const reviewNotes = {
  list: listReviewNotes,
  create: createReviewNote,
  remove: deleteReviewNote,
};
