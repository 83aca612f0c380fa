import {
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  type DateDescriptor,
  resolveDateDescriptor,
} from '@plaudit/api-client';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useInteractOutside } from 'react-aria';
import { type CustomRangeError, formatUsDate, validateCustomRange } from '../dates/dateDescriptors';
import { cx } from '../internal/cx';

export interface DateRangeValue {
  descriptor: DateDescriptor;
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

export interface DateRangePickerProps {
  /** Accessible name and visible label. */
  label?: string;
  hideLabel?: boolean;
  /** Current descriptor; from/to are needed for custom. */
  value: { descriptor: DateDescriptor; from?: string | null; to?: string | null };
  /** Called with the descriptor and its resolved range. */
  onChange: (value: DateRangeValue) => void;
  /** Reference day for presets and validation; defaults to the current date. */
  today?: Date | string;
  /** Options offered, in order (default: every descriptor). */
  descriptors?: readonly DateDescriptor[];
  /** Options to hide, e.g. ['fourteenDays'] for the dashboard filter. */
  hiddenDescriptors?: readonly DateDescriptor[];
  /** Options shown but disabled, with the reason, e.g. { allTime: 'All time date option is not supported' }. */
  disabledDescriptors?: Partial<Record<DateDescriptor, string>>;
  /** Label overrides. */
  labels?: Partial<Record<DateDescriptor, string>>;
  disabled?: boolean;
  fromLabel?: string;
  toLabel?: string;
  applyLabel?: string;
  cancelLabel?: string;
  className?: string;
  id?: string;
}

/**
 * The date range filter: the presets of `DATE_DESCRIPTORS` (last 30 days, last calendar month,
 * …) and a custom range with two date fields; `onChange` receives the descriptor and the
 * inclusive range it resolves to.
 *
 * @example
 * ```tsx
 * <DateRangePicker
 *   value={{ descriptor: 'thirtyDays' }}
 *   onChange={({ descriptor, from, to }) => setFilters({ dateDescriptor: descriptor, from, to })}
 * />
 * ```
 */
export function DateRangePicker({
  label = 'Date range',
  hideLabel,
  value,
  onChange,
  today,
  descriptors = DATE_DESCRIPTORS,
  hiddenDescriptors = [],
  disabledDescriptors = {},
  labels: labelOverrides,
  disabled,
  fromLabel = 'From',
  toLabel = 'To',
  applyLabel = 'Apply',
  cancelLabel = 'Cancel',
  className,
  id,
}: DateRangePickerProps) {
  const autoId = useId();
  const baseId = id ?? `pk-daterange-${autoId.replace(/:/g, '')}`;
  const labels = { ...DATE_DESCRIPTOR_LABELS, ...labelOverrides };
  const options = descriptors.filter((d) => !hiddenDescriptors.includes(d));

  const [open, setOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [error, setError] = useState<{ message: CustomRangeError; field: 'from' | 'to' } | null>(
    null,
  );

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);

  const todayValue = () => today ?? new Date();

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    setCustomOpen(false);
    setError(null);
    if (focusTrigger) triggerRef.current?.focus();
  };

  // A press outside closes the list; it closes as the press starts, as a native select does.
  useInteractOutside({
    ref: rootRef,
    isDisabled: !open,
    onInteractOutsideStart: () => close(false),
    onInteractOutside: () => {},
  });

  const openPanel = () => {
    const isCustom = value.descriptor === 'custom';
    setFromText(isCustom && value.from ? formatUsDate(value.from) : '');
    setToText(isCustom && value.to ? formatUsDate(value.to) : '');
    setCustomOpen(isCustom);
    setError(null);
    setOpen(true);
  };

  // Focus the current option when the panel opens.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const current =
      panel?.querySelector<HTMLButtonElement>('[aria-pressed="true"]:not([disabled])') ??
      panel?.querySelector<HTMLButtonElement>('button:not([disabled])');
    current?.focus();
  }, [open]);

  useEffect(() => {
    if (customOpen) fromRef.current?.focus();
  }, [customOpen]);

  const choose = (descriptor: DateDescriptor) => {
    if (descriptor === 'custom') {
      setCustomOpen(true);
      return;
    }
    const range = resolveDateDescriptor(descriptor, todayValue());
    onChange({ descriptor, ...range });
    close(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCustomRange(fromText, toText, todayValue());
    if (!result.ok) {
      setError({ message: result.error, field: result.field });
      return;
    }
    onChange({ descriptor: 'custom', ...result.range });
    close(true);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const triggerText =
    value.descriptor === 'custom' && value.from && value.to
      ? `${formatUsDate(value.from)} – ${formatUsDate(value.to)}`
      : labels[value.descriptor];
  const errorId = `${baseId}-error`;
  const invalid = (field: 'from' | 'to') =>
    error && (error.field === field || error.message === 'Invalid Date Range') ? true : undefined;

  return (
    <div ref={rootRef} className={cx('pk-daterange', open && 'pk-daterange--open', className)}>
      <span id={`${baseId}-label`} className={cx('pk-label', hideLabel && 'pk-visually-hidden')}>
        {label}
      </span>
      <button
        ref={triggerRef}
        id={`${baseId}-trigger`}
        type="button"
        className="pk-daterange__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-panel` : undefined}
        aria-labelledby={`${baseId}-label ${baseId}-trigger`}
        disabled={disabled}
        onClick={() => (open ? close(false) : openPanel())}
      >
        <span className="pk-daterange__value">{triggerText}</span>
        <span className="pk-dropdown__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={`${baseId}-panel`}
          role="dialog"
          aria-labelledby={`${baseId}-label`}
          className="pk-daterange__panel"
          onKeyDown={onPanelKeyDown}
        >
          <ul className="pk-daterange__options">
            {options.map((descriptor) => {
              const reason = disabledDescriptors[descriptor];
              const pressed = customOpen
                ? descriptor === 'custom'
                : descriptor === value.descriptor;
              return (
                <li key={descriptor}>
                  <button
                    type="button"
                    className={cx(
                      'pk-daterange__option',
                      pressed && 'pk-daterange__option--selected',
                    )}
                    aria-pressed={pressed}
                    disabled={reason !== undefined}
                    title={reason}
                    onClick={() => choose(descriptor)}
                  >
                    {labels[descriptor]}
                  </button>
                </li>
              );
            })}
          </ul>
          {customOpen && (
            <form className="pk-daterange__custom" noValidate onSubmit={apply}>
              <div className="pk-daterange__inputs">
                <div className="pk-field">
                  <label htmlFor={`${baseId}-from`} className="pk-label">
                    {fromLabel}
                  </label>
                  <input
                    ref={fromRef}
                    id={`${baseId}-from`}
                    className={cx('pk-input', invalid('from') && 'pk-input--error')}
                    placeholder="MM/DD/YY"
                    inputMode="numeric"
                    autoComplete="off"
                    value={fromText}
                    aria-invalid={invalid('from')}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(e) => {
                      setFromText(e.target.value);
                      setError(null);
                    }}
                  />
                </div>
                <div className="pk-field">
                  <label htmlFor={`${baseId}-to`} className="pk-label">
                    {toLabel}
                  </label>
                  <input
                    id={`${baseId}-to`}
                    className={cx('pk-input', invalid('to') && 'pk-input--error')}
                    placeholder="MM/DD/YY"
                    inputMode="numeric"
                    autoComplete="off"
                    value={toText}
                    aria-invalid={invalid('to')}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(e) => {
                      setToText(e.target.value);
                      setError(null);
                    }}
                  />
                </div>
              </div>
              {error && (
                <p id={errorId} className="pk-field__error" role="alert">
                  {error.message}
                </p>
              )}
              <div className="pk-daterange__actions">
                <button type="button" className="pk-button" onClick={() => close(true)}>
                  {cancelLabel}
                </button>
                <button type="submit" className="pk-button pk-button--primary">
                  {applyLabel}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </div>
  );
}
