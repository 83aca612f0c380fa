import { createResponse, errorMessage, type Review } from '@plaudit/api-client';
import { RESPONSE_MAX_LENGTH } from '@plaudit/api-client/schemas';
import { useApi } from '@plaudit/hooks';
import { CharacterLimitedTextArea } from '@plaudit/ui-kit';
import { type FormEvent, useState } from 'react';

/**
 * Answers a review and publishes the answer (POST /reviews/{id}/responses, scope
 * responses:write), in the account the session acts in (a child account too: the client sends
 * its account_id). `onAnswered` refreshes the list.
 */
export function ReplyForm({ review, onAnswered }: { review: Review; onAnswered: () => void }) {
  const { client } = useApi();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError('Write a reply first.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await createResponse(client, review.id, { content, publish: true });
      onAnswered();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="reply" onSubmit={(e) => void submit(e)}>
      <CharacterLimitedTextArea
        label={`Reply to ${review.author_name || 'this customer'}`}
        value={content}
        onChange={setContent}
        limit={RESPONSE_MAX_LENGTH}
        rows={3}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Publishing…' : 'Publish reply'}
      </button>
    </form>
  );
}
