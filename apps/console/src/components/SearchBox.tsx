import { object, string } from '@plaudit/api-client/schemas';
import { Button } from '@plaudit/ui-kit';
import { useEffect } from 'react';
import { fieldProps, useSchemaForm } from './schema-form';

/** The search words of a list (the `search_terms` filter: at most 200 characters). */
const SEARCH_BODY = object({ q: string({ max: 200 }) });

/**
 * A list's search box: the words and a Search button; Enter or the button applies them
 * (`onSearch(null)` for an emptied box). It shows the list's current words (`value`), and
 * follows them when the list's filters change elsewhere (a saved filter, Clear).
 */
export function SearchBox({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  onSearch: (terms: string | null) => void;
}) {
  const { formState, handleSubmit, register, reset } = useSchemaForm<{ q: string }>({
    schema: SEARCH_BODY,
    labels: { q: label },
    mode: 'onSubmit',
    defaultValues: { q: value ?? '' },
  });
  const { described, message } = fieldProps(id, formState.errors);
  useEffect(() => reset({ q: value ?? '' }), [value, reset]);
  const submit = handleSubmit(({ q }) => onSearch(q.trim() || null));
  return (
    <form className="field search-field" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-q`}>{label}</label>
      <span className="button-row">
        <input type="search" maxLength={200} {...described('q')} {...register('q')} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </span>
      {message('q')}
    </form>
  );
}
