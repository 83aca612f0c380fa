import type { ChildReview, ResponseDraft } from '@plaudit/api-client';
import { responseCreateBody } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi } from '@plaudit/hooks';
import { Button, CharacterLimitedTextArea, countCharacters } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useSchemaForm } from '../../components/schema-form';
import { DraftNotice, DraftReply } from '../response-drafts/DraftReply';
import { SourceBadge, Stars } from '../reviews/ReviewBits';
import { formatDate, responseLimit } from '../reviews/review-helpers';

const GENERIC_ERROR = 'An error occurred while performing this action.';

/**
 * One waiting review: its account and location, the review, and the answer written in place.
 * Publish sends it through the child account's responses (the same job and history as an
 * answer written inside the account); `onAnswered` refreshes the queue, which no longer has it.
 */
export function ChildReviewCard({
  review: r,
  onAnswered,
}: {
  review: ChildReview;
  onAnswered: () => Promise<unknown>;
}) {
  const { api } = useApi();
  // The reply, checked on submit with the server's response rule (the button stays off while
  // it is empty or over the directory's limit, so a message is rare).
  const { control, formState, handleSubmit, setValue, watch } = useSchemaForm<{ content: string }>({
    schema: responseCreateBody,
    labels: { content: 'Response' },
    toBody: ({ content }) => ({ content: content.trim(), publish: true }),
    defaultValues: { content: '' },
    mode: 'onSubmit',
  });
  const content = watch('content');
  const setContent = (text: string) => setValue('content', text);
  const [busy, setBusy] = useState(false);
  // A drafted reply in the box: marked until a person changes it; written while `streaming`.
  const [drafted, setDrafted] = useState<ResponseDraft | null>(null);
  const [streaming, setStreaming] = useState(false);
  const editedDraft = drafted !== null && content !== drafted.content;
  const heldForPerson = drafted?.needs_person === true && !editedDraft;
  const limit = responseLimit(r.source_code);
  const title = r.title || `Review by ${r.author_name || 'Anonymous'}`;
  const length = countCharacters(content.trim());
  const canPublish =
    length > 0 && countCharacters(content) <= limit && !busy && !streaming && !heldForPerson;

  const publish = handleSubmit(async ({ content }) => {
    if (!canPublish) return;
    setBusy(true);
    try {
      await api.childReviews.respond(r.id, { content: content.trim(), publish: true });
      toast.success(`Response to ${r.author_name || 'the reviewer'} sent for publishing`, 4000);
      await onAnswered();
    } catch (err) {
      toastError(err, GENERIC_ERROR);
      await onAnswered();
      setBusy(false);
    }
  });

  return (
    <article className="review-card child-review" aria-labelledby={`child-review-${r.id}-title`}>
      <p className="child-review__where">
        <strong>{r.account_name}</strong>
        <span aria-hidden="true"> · </span>
        <span>{r.location_name}</span>
      </p>
      <div className="review-card__meta">
        <Stars rating={r.rating} />
        <SourceBadge code={r.source_code} name={r.source_name} />
        <time dateTime={r.published_at}>{formatDate(r.published_at)}</time>
      </div>
      <h2 id={`child-review-${r.id}-title`}>{title}</h2>
      {r.title && <p className="review-card__meta">By {r.author_name || 'Anonymous'}</p>}
      {r.content && <p className="review-card__content">{r.content}</p>}
      {r.can_respond ? (
        <form className="form child-review__answer" onSubmit={publish}>
          <DraftReply
            reviewId={r.id}
            current={content}
            childReview
            allowed={r.can_draft}
            onText={(text) => {
              setDrafted(null);
              setContent(text);
            }}
            onStreaming={setStreaming}
            onDraft={(d) => {
              setDrafted(d);
              setContent(d.content);
            }}
          />
          {r.suggested_template && content.trim() === '' && !streaming && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setContent(r.suggested_template?.content ?? '')}
            >
              Use template: {r.suggested_template.name}
            </Button>
          )}
          {drafted && <DraftNotice draft={drafted} edited={editedDraft} />}
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <CharacterLimitedTextArea
                label={`Your response to ${r.author_name || 'this reviewer'}`}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                readOnly={streaming}
                aria-busy={streaming || undefined}
                limit={limit}
                rows={3}
                hint={`Up to ${limit} characters on ${r.source_name}. It is published as ${r.account_name}.`}
                error={formState.errors.content?.message}
              />
            )}
          />
          <div className="button-row">
            <Button type="submit" variant="primary" disabled={!canPublish}>
              {busy ? 'Publishing…' : 'Publish response'}
            </Button>
            <Link to={`/as/${r.account_id}/reviews/${r.id}`}>Open in {r.account_name}</Link>
          </div>
        </form>
      ) : (
        <div className="review-card__footer">
          <span className="review-card__meta">
            Your role cannot answer reviews of this account.
          </span>
          <Link to={`/as/${r.account_id}/reviews/${r.id}`}>Open in {r.account_name}</Link>
        </div>
      )}
    </article>
  );
}
