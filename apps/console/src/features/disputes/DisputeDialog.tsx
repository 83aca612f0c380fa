import type { Review } from '@plaudit/api-client';
import {
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  type DisputeReason,
  disputeCreateBody,
  type FieldLabels,
  safeParse,
} from '@plaudit/api-client/schemas';
import { toast, toastError, useApi } from '@plaudit/hooks';
import { Button, Modal, Select } from '@plaudit/ui-kit';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

type Values = { reason: DisputeReason | ''; note: string };

const LABELS: FieldLabels = { reason: 'Reason', note: 'Note' };

/** Checks with the server's schema (POST /reviews/{id}/disputes); one message per field. */
const resolver: Resolver<Values> = async (values) => {
  if (!values.reason)
    return {
      values: {},
      errors: { reason: { type: 'required', message: 'Choose the rule the review breaks.' } },
    };
  const r = safeParse(disputeCreateBody, values, '', LABELS);
  if (r.ok) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of r.issues) errors[issue.path] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors };
};

/**
 * "Dispute this review": the rule it breaks and a note for the team. Flagging records the
 * dispute; reporting it on the site comes next (ReviewDisputePanel).
 */
export function DisputeDialog({
  review,
  open,
  onClose,
  onFlagged,
}: {
  review: Pick<Review, 'id' | 'source_name'>;
  open: boolean;
  onClose: () => void;
  onFlagged: () => unknown;
}) {
  const { api } = useApi();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const { formState, handleSubmit, register, reset } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { reason: '', note: '' },
  });
  const { errors } = formState;
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api.disputes.create(review.id, {
        reason: values.reason as DisputeReason,
        note: values.note.trim(),
      });
      toast.success('Review flagged for dispute', 3000);
      reset();
      onClose();
      await onFlagged();
    } catch (err) {
      toastError(err, 'The review could not be flagged. Please try again.');
    } finally {
      setBusy(false);
    }
  });
  const describedBy = (field: keyof Values, hint?: boolean) =>
    [errors[field] ? `${formId}-${field}-error` : null, hint ? `${formId}-${field}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Dispute this review"
      description={`Flag a review that breaks ${review.source_name}’s rules. You report it on the site next.`}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            Flag review
          </Button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${formId}-reason`}>{LABELS.reason}</label>
          <Select
            id={`${formId}-reason`}
            {...register('reason')}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('reason')}
          >
            <option value="">Choose a reason</option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {DISPUTE_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
          {errors.reason && (
            <p id={`${formId}-reason-error`} className="field__error">
              {errors.reason.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-note`}>{LABELS.note}</label>
          <textarea
            id={`${formId}-note`}
            rows={4}
            maxLength={DISPUTE_NOTE_MAX_LENGTH}
            {...register('note')}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('note', true)}
          />
          <p id={`${formId}-note-hint`} className="field__hint">
            What shows the review breaks the rules (kept in Plaudit, not sent to the site).
          </p>
          {errors.note && (
            <p id={`${formId}-note-error`} className="field__error">
              {errors.note.message}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
