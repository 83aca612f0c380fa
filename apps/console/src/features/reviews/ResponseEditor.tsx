import type { ResponseDraft, Review, ReviewResponse } from '@plaudit/api-client';
import { RESPONSE_DELETE_ERROR, RESPONSE_PUBLISH_ERROR } from '@plaudit/api-client/schemas';
import { toast, toastError, useApi, usePermission } from '@plaudit/hooks';
import { Button, CharacterLimitedTextArea, countCharacters, Modal } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { DraftNotice, DraftReply } from '../response-drafts/DraftReply';
import { ResponseTemplatePicker } from '../response-templates/ResponseTemplatePicker';
import { formatDateTime, responseLimit } from './review-helpers';

const GENERIC_ERROR = 'An error occurred while performing this action.';

/** The response of a review: write, save as draft, publish, retry, edit and delete. */
export function ResponseEditor({
  review,
  onChanged,
}: {
  review: Review;
  onChanged: () => Promise<unknown>;
}) {
  const { api } = useApi();
  const { can } = usePermission();
  const response: ReviewResponse | undefined = review.responses[0];
  const limit = responseLimit(review.source_code);
  const [content, setContent] = useState(response?.content ?? '');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A drafted reply in the editor: marked until a person changes or approves (saves) it.
  const [drafted, setDrafted] = useState<ResponseDraft | null>(null);
  // A draft being written: its text arrives in the box, which is read-only until it is done.
  const [streaming, setStreaming] = useState(false);
  const editedDraft = drafted !== null && content !== drafted.content;
  // A review that needs a person is not published with the draft's words as they are.
  const heldForPerson = drafted?.needs_person === true && !editedDraft;

  // Follow the server's text while the user has not started editing.
  const serverContent = response?.content ?? '';
  const [synced, setSynced] = useState(serverContent);
  useEffect(() => {
    if (serverContent !== synced) {
      if (content === synced) setContent(serverContent);
      setSynced(serverContent);
    }
  }, [serverContent, synced, content]);

  const length = countCharacters(content.trim());
  const tooLong = countCharacters(content) > limit;
  const canSave = length > 0 && !tooLong && !busy && !streaming;
  const status = response?.status;
  const canCreate = can('response', 'create');
  const canUpdate = can('response', 'update');
  const canDelete = can('response', 'delete');

  const act = async (work: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await work();
      if (success) toast.success(success, 3000);
      setEditing(false);
      setDrafted(null);
      await onChanged();
    } catch (err) {
      toastError(err, GENERIC_ERROR);
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    act(
      () =>
        response
          ? api.responses.update(response.id, { content })
          : api.responses.create(review.id, { content, publish: false }),
      'Draft saved',
    );

  const publish = () =>
    act(async () => {
      if (!response) return api.responses.create(review.id, { content, publish: true });
      if (status === 'published') return api.responses.update(response.id, { content });
      if (content !== response.content) await api.responses.update(response.id, { content });
      return api.responses.publish(response.id);
    }, 'Response sent for publishing');

  const retry = () => response && act(() => api.responses.publish(response.id));
  const remove = () =>
    response &&
    act(async () => {
      setConfirmDelete(false);
      await api.responses.remove(response.id);
    }, 'Response deleted');

  const pending = status === 'pending_publish' || status === 'pending_delete';
  const showEditor =
    !pending &&
    status !== 'error_unpublished' &&
    (!response
      ? canCreate
      : status === 'published'
        ? editing && !response.read_only && canUpdate
        : canUpdate || canCreate);

  return (
    <section className="review-section" aria-labelledby="response-title">
      <h2 id="response-title">Response</h2>
      {status === 'error_published' && (
        <p className="notice" role="alert">
          {response?.status_description || RESPONSE_PUBLISH_ERROR}
        </p>
      )}
      {status === 'error_unpublished' && (
        <p className="notice" role="alert">
          {response?.status_description || RESPONSE_DELETE_ERROR}
        </p>
      )}
      {pending && (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {status === 'pending_publish' ? 'Publishing the response…' : 'Deleting the response…'}
        </p>
      )}
      {response &&
        (status === 'published' || pending || status === 'error_unpublished') &&
        !showEditor && (
          <div>
            <p className="response-published">{response.content}</p>
            {status === 'published' && (
              <p className="review-card__meta" role="status">
                Published {formatDateTime(response.published_at)}
                {response.author_name ? ` by ${response.author_name}` : ''}
                {response.read_only ? ' · This response can no longer be changed.' : ''}
              </p>
            )}
          </div>
        )}
      {!response && !canCreate && <p>No response yet.</p>}
      {showEditor && (
        <div className="form">
          {status === 'draft' && (
            <p className="review-card__meta" role="status">
              Draft saved {formatDateTime(response?.updated_at)}
            </p>
          )}
          {status !== 'published' && (
            <DraftReply
              reviewId={review.id}
              current={content}
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
          )}
          {status !== 'published' && (
            <ResponseTemplatePicker review={review} current={content} onPick={setContent} />
          )}
          {drafted && <DraftNotice draft={drafted} edited={editedDraft} />}
          <CharacterLimitedTextArea
            label="Your response"
            value={content}
            onChange={(v) => setContent(v)}
            readOnly={streaming}
            aria-busy={streaming || undefined}
            limit={limit}
            rows={6}
            hint={`Up to ${limit} characters on ${review.source_name}.`}
          />
          <div className="button-row">
            {status !== 'published' && (
              <Button
                type="button"
                variant="secondary"
                disabled={!canSave}
                onClick={() => void saveDraft()}
              >
                Save Draft
              </Button>
            )}
            <Button
              type="button"
              variant="primary"
              disabled={!canSave || heldForPerson}
              onClick={() => void publish()}
            >
              {status === 'published' ? 'Publish Changes' : 'Publish'}
            </Button>
            {status === 'published' && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setContent(response?.content ?? '');
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
      <div className="button-row">
        {status === 'error_published' && canCreate && (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void retry()}>
            Retry now
          </Button>
        )}
        {status === 'published' && !editing && !response?.read_only && canUpdate && (
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {response && !pending && canDelete && (
          <Button
            type="button"
            variant="danger"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            {status === 'error_unpublished' ? 'Retry delete' : 'Delete'}
          </Button>
        )}
      </div>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete this response?"
        footer={
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        }
      >
        <p>
          {response?.published_at
            ? `The response is also removed from ${review.source_name}.`
            : 'The draft is removed.'}
        </p>
      </Modal>
    </section>
  );
}
