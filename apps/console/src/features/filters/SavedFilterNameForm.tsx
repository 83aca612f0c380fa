import { userPreferenceUpdateBody } from '@plaudit/api-client/schemas';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../components/schema-resolver';
import { SAVED_FILTER_NAME_MAX, SAVED_FILTER_TEXTS } from './saved-filter-texts';

/**
 * The name of a new saved filter, or the new name of the applied one: checked on submit with
 * the server's name rule, worded as spec 1 §5 words it (Enter a name, Use at most 60
 * characters), then against the user's other saved filters. It is loaded when first opened, so
 * the filter bar of every report does not carry the form library.
 */
export function SavedFilterNameForm({
  mode,
  initialName,
  busy,
  isDuplicate,
  onSave,
  onCancel,
}: {
  mode: 'create' | 'rename';
  initialName: string;
  busy: boolean;
  /** Whether another of the user's saved filters has the name (any case). */
  isDuplicate: (name: string) => boolean;
  /** Saves the name; resolves to the message to show when it could not be saved. */
  onSave: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  // The resolver alone (not useSchemaForm): this chunk then carries react-hook-form and the
  // schema, not the API error and toast modules the sign-in page shares.
  const [resolver] = useState(() =>
    schemaResolver<{ name: string }>(
      userPreferenceUpdateBody,
      { name: 'Name' },
      (values) => values,
      (issue, body) =>
        issue.path === 'name'
          ? {
              field: 'name',
              message: String((body as { name: string }).name).trim()
                ? `Use at most ${SAVED_FILTER_NAME_MAX} characters`
                : SAVED_FILTER_TEXTS.enterName,
            }
          : undefined,
    ),
  );
  const { clearErrors, formState, handleSubmit, register, setError, setFocus, watch } = useForm<{
    name: string;
  }>({ resolver, defaultValues: { name: initialName }, mode: 'onSubmit' });
  const name = watch('name');
  const nameError = formState.errors.name?.message ?? null;
  const nameId = useId();
  const errorId = useId();

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const showError = (message: string) =>
    setError('name', { type: 'server', message }, { shouldFocus: false });
  const submit = handleSubmit(async ({ name }) => {
    if (busy) return;
    if (isDuplicate(name.trim())) return showError(SAVED_FILTER_TEXTS.duplicate);
    const failed = await onSave(name.trim());
    if (failed) showError(failed);
  });
  const emptyName = !name.trim();

  return (
    <form className="saved-filters__form" onSubmit={submit} noValidate>
      <label htmlFor={nameId}>
        {mode === 'create' ? 'Name of the new saved filter' : 'New name'}
      </label>
      <input
        id={nameId}
        maxLength={SAVED_FILTER_NAME_MAX}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? errorId : undefined}
        {...register('name', {
          onChange: () => {
            if (nameError) clearErrors('name');
          },
        })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      />
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="primary"
        aria-disabled={emptyName || busy ? true : undefined}
        title={emptyName ? SAVED_FILTER_TEXTS.enterName : undefined}
      >
        Confirm
      </Button>
      <p id={errorId} className="form-error" role="alert" hidden={!nameError}>
        {nameError}
      </p>
    </form>
  );
}
