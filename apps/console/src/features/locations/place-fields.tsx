import { toast, useCategorySearch, useCountries, useStates } from '@plaudit/hooks';
import { Typeahead, type TypeaheadOption } from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { blurOut } from './form-fields';
import { FORM_MESSAGES, type LocationFormState } from './location-form';

export function CountryField({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: LocationFormState['country'];
  onChange: (v: LocationFormState['country']) => void;
  error?: string | undefined;
  onBlur: () => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error: loadError } = useCountries({
    keywords: term || undefined,
    search_type: 'typeahead',
  });
  useEffect(() => {
    if (loadError) toast.alert(FORM_MESSAGES.countriesError);
  }, [loadError]);
  const options: TypeaheadOption[] = (data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <fieldset className="field field--bare" onBlur={blurOut(onBlur)}>
      <Typeahead
        label="Country *"
        options={options}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        matchMode="startsWith"
        required
        error={error}
        onSelect={(o) => onChange(o && !o.custom ? { id: Number(o.value), name: o.label } : null)}
      />
    </fieldset>
  );
}

export function StateField({
  countryId,
  value,
  onChange,
  error,
  onBlur,
}: {
  countryId: number | null;
  value: LocationFormState['state'];
  onChange: (v: LocationFormState['state']) => void;
  error?: string | undefined;
  onBlur: () => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error: loadError } = useStates(
    countryId
      ? { country_id: countryId, keywords: term || undefined, search_type: 'typeahead' }
      : null,
  );
  useEffect(() => {
    if (loadError) toast.alert(FORM_MESSAGES.statesError);
  }, [loadError]);
  const items = data?.items ?? [];
  const options: TypeaheadOption[] = items.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <fieldset className="field field--bare" onBlur={blurOut(onBlur)}>
      <Typeahead
        label="State *"
        options={options}
        disabled={!countryId}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        matchMode="startsWith"
        required
        error={error}
        onSelect={(o) => {
          if (!o || o.custom) return onChange(null);
          const s = items.find((x) => String(x.id) === o.value);
          onChange({ id: Number(o.value), name: o.label, code: s?.code ?? null });
        }}
      />
    </fieldset>
  );
}

/** Category typeahead (500 ms debounce, 25 a page). */
export const CATEGORY_DEBOUNCE_MS = 500;

export function CategoryField({
  value,
  onChange,
}: {
  value: LocationFormState['category'];
  onChange: (v: LocationFormState['category']) => void;
}) {
  const [term, setTerm] = useState('');
  const { data, error, isLoading } = useCategorySearch(term);
  const options: TypeaheadOption[] = (data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <div className="field">
      <Typeahead
        label="Category"
        options={options}
        selected={value ? { value: String(value.id), label: value.name } : null}
        onSearch={setTerm}
        debounceMs={CATEGORY_DEBOUNCE_MS}
        matchMode="none"
        loading={isLoading}
        error={error ? FORM_MESSAGES.categoryPickerError : undefined}
        onSelect={(o) => onChange(o && !o.custom ? { id: Number(o.value), name: o.label } : null)}
      />
    </div>
  );
}
