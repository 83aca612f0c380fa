import type { FocusEvent, ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  type?: string;
}) {
  const id = `location-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Calls `onBlur` when focus leaves the wrapper (typeaheads). */
export function blurOut(fn: () => void) {
  return (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) fn();
  };
}

export function FormSkeleton() {
  return (
    <div className="form-skeleton" role="status" aria-label="Loading location form">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="form-skeleton__bar" />
      ))}
    </div>
  );
}
