import { useSources } from '@plaudit/hooks';
import { Dropdown } from '@plaudit/ui-kit';
import { type Ref, useId } from 'react';

/** "1, 2 stars", or "every rating" for an empty list. */
export function ratingsText(ratings: readonly number[]): string {
  if (ratings.length === 0) return 'every rating';
  const sorted = [...ratings].sort();
  return `${sorted.join(', ')} ${sorted.length === 1 && sorted[0] === 1 ? 'star' : 'stars'}`;
}

/** The sources' names, or "every source" for an empty list. */
export function sourcesText(ids: readonly number[], names: Map<number, string>): string {
  if (ids.length === 0) return 'every source';
  return ids.map((id) => names.get(id) ?? `source ${id}`).join(', ');
}

/** Star ratings 1-5 as checkboxes; `inputRef` takes the first (a form focuses it on an error). */
export function RatingChoice({
  legend,
  value,
  onChange,
  error,
  inputRef,
}: {
  legend: string;
  value: number[];
  onChange: (v: number[]) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <fieldset className="field rating-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <span className="rating-choice__options">
        {[1, 2, 3, 4, 5].map((r) => (
          <label key={r} className="check-option">
            <input
              type="checkbox"
              ref={r === 1 ? inputRef : undefined}
              checked={value.includes(r)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, r].sort() : value.filter((x) => x !== r))
              }
            />
            {r} {r === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </span>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Review sources to limit a template or rule to (none chosen: every source). */
export function SourceChoice({
  value,
  onChange,
}: {
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const { data } = useSources({ per_page: 100 });
  const options = (data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Dropdown
      label="Sources"
      multiple
      placeholder="Every source"
      options={options}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}
