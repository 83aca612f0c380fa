import type { Review } from '@plaudit/api-client';
import { REVIEW_NOTE_MAX_LENGTH, reviewNoteCreateBody } from '@plaudit/api-client/schemas';
import {
  toast,
  toastError,
  useApi,
  usePermission,
  useReviewNotes,
  useSession,
} from '@plaudit/hooks';
import { useId } from 'react';
import { SchemaField, useSchemaForm } from '../../components/schema-form';
import { formatDateTime } from '../../lib/format';
import './review-notes.css';
import { Button } from '@plaudit/ui-kit';

/**
 * Internal notes on a review: the team's conversation about it, never published. Anyone who
 * may update the review writes one; its author or an administrator deletes it.
 */
export function ReviewNotes({ review }: { review: Pick<Review, 'id'> }) {
  const { api } = useApi();
  const { can } = usePermission();
  const me = useSession((s) => s.auth.user_id);
  const isAdmin = useSession((s) => s.auth.user_type === 'administrator');
  const { data, error, mutate } = useReviewNotes(review.id);
  const id = useId();
  const { formState, handleSubmit, register, reset, watch } = useSchemaForm<{ content: string }>({
    schema: reviewNoteCreateBody,
    labels: { content: 'Note' },
    mode: 'onSubmit',
    defaultValues: { content: '' },
  });
  const { errors, isSubmitting: busy } = formState;
  const text = watch('content');
  const canWrite = can('review', 'update');
  const notes = data?.items ?? [];

  const add = handleSubmit(async ({ content }) => {
    try {
      await api.reviewNotes.create(review.id, { content });
      reset();
      toast.success('Note added', 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The note could not be saved. Please try again.');
    }
  });
  const remove = async (noteId: number) => {
    try {
      await api.reviewNotes.remove(review.id, noteId);
      toast.success('Note deleted', 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The note could not be deleted.');
    }
  };

  return (
    <section className="review-section review-notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Internal notes</h2>
      <p className="review-notes__hint">Only your team sees these; they are never published.</p>
      {error ? (
        <p className="form-error" role="alert">
          The notes could not be loaded.
        </p>
      ) : !data ? (
        <div className="skeleton skeleton--lines" aria-hidden="true">
          <span />
          <span />
        </div>
      ) : notes.length === 0 ? (
        <p className="review-notes__empty">No notes yet.</p>
      ) : (
        <ol className="review-notes__list" aria-label="Notes, oldest first">
          {notes.map((n) => (
            <li key={n.id} className="review-note">
              <p className="review-note__meta">
                <strong>{n.user_name ?? 'A removed user'}</strong>{' '}
                <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              </p>
              <p className="review-note__content">{n.content}</p>
              {canWrite && (n.user_id === me || isAdmin) && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Delete the note of ${formatDateTime(n.created_at)}`}
                  onClick={() => void remove(n.id)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form className="review-notes__form" onSubmit={add} noValidate>
          <SchemaField form={id} errors={errors} name="content" label="Add a note">
            {(wiring) => (
              <textarea
                rows={3}
                maxLength={REVIEW_NOTE_MAX_LENGTH}
                {...wiring}
                {...register('content')}
              />
            )}
          </SchemaField>
          <Button type="submit" variant="primary" disabled={busy || !text.trim()}>
            Add note
          </Button>
        </form>
      )}
    </section>
  );
}
