import { type ChangeEvent, type TextareaHTMLAttributes, useId } from 'react';
import { cx } from '../internal/cx';

/** Counts characters as Unicode code points, so an emoji counts once. */
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** The counter text of spec 1, section 5. */
export function characterCountText(length: number, limit: number): string {
  return length > limit
    ? `${length - limit} characters too many`
    : `${limit - length} characters remaining`;
}

export interface CharacterLimitedTextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'> {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Character limit; typing past it is allowed and shown as an error. */
  limit: number;
  /** Hint shown above the counter. */
  hint?: string;
  /** A validation message from an outer validator. */
  error?: string;
}

/**
 * A text area with a live counter: '{n} characters remaining', or '{n} characters too many'
 * with an error border once over the limit.
 */
export function CharacterLimitedTextArea({
  label,
  hideLabel,
  value,
  onChange,
  limit,
  hint,
  error,
  id,
  className,
  ...rest
}: CharacterLimitedTextAreaProps) {
  const autoId = useId();
  const inputId = id ?? `pk-textarea-${autoId.replace(/:/g, '')}`;
  const counterId = `${inputId}-counter`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const length = countCharacters(value);
  const over = length > limit;
  const describedBy = [hint && hintId, counterId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className={cx('pk-field', 'pk-textarea-field', className)}>
      <label htmlFor={inputId} className={cx('pk-label', hideLabel && 'pk-visually-hidden')}>
        {label}
      </label>
      <textarea
        {...rest}
        id={inputId}
        className={cx('pk-textarea', (over || error) && 'pk-textarea--error')}
        value={value}
        aria-invalid={over || !!error || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value, event)}
      />
      {hint && (
        <p id={hintId} className="pk-field__hint">
          {hint}
        </p>
      )}
      <p
        id={counterId}
        className={cx('pk-textarea__counter', over && 'pk-textarea__counter--over')}
      >
        {characterCountText(length, limit)}
      </p>
      {error && (
        <p id={errorId} className="pk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
