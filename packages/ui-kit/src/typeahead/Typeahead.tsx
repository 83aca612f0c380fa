import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DROPDOWN_LIST_MAX_HEIGHT } from '../dropdown/dropdown-types';
import { cx } from '../internal/cx';
import { scrollIntoViewIfNeeded } from '../internal/focus';
import { optionIndexOf } from '../internal/listbox';
import { useDebouncedCallback } from '../internal/useDebouncedCallback';

/** Typeahead debounce (spec 1, section 9). */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

export interface TypeaheadOption {
  value: string;
  label: string;
  /** True for a value the user typed that is not in the options. */
  custom?: boolean;
}

export type TypeaheadMatchMode = 'startsWith' | 'contains' | 'none';

export interface TypeaheadProps {
  label: string;
  hideLabel?: boolean;
  /** Suggestions; filtered locally by `matchMode` (use 'none' when the server filters). */
  options: readonly TypeaheadOption[];
  /** Current selection; its label is shown in the input. */
  selected?: TypeaheadOption | null;
  /** Called with an option, a custom value, or null when the text is cleared. */
  onSelect: (option: TypeaheadOption | null) => void;
  /** Called with the typed text after `debounceMs` of quiet (default 300 ms). */
  onSearch?: (term: string) => void;
  debounceMs?: number;
  /** Case-insensitive match of option labels; default 'startsWith' (spec 2 country/state). */
  matchMode?: TypeaheadMatchMode;
  /** Accept typed text as a value (Enter or Tab) once it has `minCustomLength` characters. */
  allowCustom?: boolean;
  minCustomLength?: number;
  /** Empty the input after each selection (e.g. adding recipients one by one). */
  clearOnSelect?: boolean;
  placeholder?: string;
  loading?: boolean;
  loadingText?: string;
  noResultsText?: string;
  disabled?: boolean;
  required?: boolean;
  /** Validation message shown under the input. */
  error?: string;
  /** What the field takes, shown under the input before anything is typed (and read with it). */
  hint?: string;
  maxHeight?: number;
  id?: string;
  name?: string;
  className?: string;
}

function matches(label: string, text: string, mode: TypeaheadMatchMode): boolean {
  if (mode === 'none') return true;
  const l = label.toLowerCase();
  const t = text.trim().toLowerCase();
  return mode === 'startsWith' ? l.startsWith(t) : l.includes(t);
}

/**
 * A labelled combobox: the options filter as the user types (`matchMode`), or come from the
 * server through `onSearch`; `allowCustom` accepts text that matches no option.
 *
 * @example
 * ```tsx
 * <Typeahead
 *   label="Location"
 *   options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
 *   selected={selected}
 *   onSelect={setSelected}
 * />
 * ```
 */
export function Typeahead({
  label,
  hideLabel,
  options,
  selected = null,
  onSelect,
  onSearch,
  debounceMs = TYPEAHEAD_DEBOUNCE_MS,
  matchMode = 'startsWith',
  allowCustom,
  minCustomLength = 1,
  clearOnSelect,
  placeholder,
  loading,
  loadingText = 'Loading…',
  noResultsText = 'No results',
  disabled,
  required,
  error,
  hint,
  maxHeight = DROPDOWN_LIST_MAX_HEIGHT,
  id,
  name,
  className,
}: TypeaheadProps) {
  const autoId = useId();
  const baseId = id ?? `pk-typeahead-${autoId.replace(/:/g, '')}`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const optionId = (index: number) => `${baseId}-opt-${index}`;

  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const debouncedSearch = useDebouncedCallback(onSearch, debounceMs);

  // Follow the selection from outside.
  const selectedLabel = selected?.label ?? '';
  useEffect(() => {
    setText(clearOnSelect ? '' : selectedLabel);
  }, [selectedLabel, clearOnSelect]);

  const visible = useMemo(
    () => (text.trim() ? options.filter((o) => matches(o.label, text, matchMode)) : options),
    [options, text, matchMode],
  );

  useEffect(() => {
    if (open && activeIndex >= 0)
      scrollIntoViewIfNeeded(document.getElementById(optionId(activeIndex)));
  });

  const canUseCustom = !!allowCustom && text.trim().length >= minCustomLength;

  const commit = (option: TypeaheadOption) => {
    debouncedSearch.cancel();
    setText(clearOnSelect ? '' : option.label);
    setOpen(false);
    setActiveIndex(-1);
    onSelect(option);
  };

  const commitCustom = () => {
    const value = text.trim();
    const exact = options.find((o) => o.label.toLowerCase() === value.toLowerCase());
    commit(exact ?? { value, label: value, custom: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActiveIndex(visible.length > 0 ? 0 : -1);
        } else if (visible.length > 0) {
          setActiveIndex((i) => (i + 1) % visible.length);
        }
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (visible.length > 0) {
          setActiveIndex((i) => (i <= 0 ? visible.length - 1 : i - 1));
        }
        break;
      }
      case 'Enter': {
        const active = open ? visible[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          commit(active);
        } else if (canUseCustom) {
          event.preventDefault();
          commitCustom();
        }
        break;
      }
      case 'Tab': {
        // Tab accepts the highlighted suggestion (or the custom text) and moves on.
        const active = open ? visible[activeIndex] : undefined;
        if (active) commit(active);
        else if (open && canUseCustom && text.trim() !== selectedLabel) commitCustom();
        else setOpen(false);
        break;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      }
    }
  };

  const activeId =
    open && activeIndex >= 0 && visible[activeIndex] ? optionId(activeIndex) : undefined;
  const showList = open && (visible.length > 0 || loading || text.trim().length > 0);

  return (
    <div className={cx('pk-typeahead', className)}>
      <label htmlFor={baseId} className={cx('pk-label', hideLabel && 'pk-visually-hidden')}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={baseId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        className={cx('pk-input', error && 'pk-input--error')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setOpen(true);
          setActiveIndex(-1);
          debouncedSearch(value);
          if (value === '' && selected) onSelect(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className="pk-typeahead__popup" hidden={!showList}>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          className="pk-typeahead__list"
          style={{ maxHeight }}
          onKeyDown={onKeyDown}
          onMouseDown={(e) => {
            // Keep focus in the input while choosing with the pointer.
            e.preventDefault();
          }}
          onMouseMove={(e) => {
            const index = optionIndexOf(e.target);
            if (index !== undefined && index !== activeIndex) setActiveIndex(index);
          }}
          onClick={(e) => {
            const index = optionIndexOf(e.target);
            const option = index === undefined ? undefined : visible[index];
            if (option) commit(option);
          }}
        >
          {showList &&
            visible.map((option, index) => (
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                data-index={index}
                aria-selected={index === activeIndex}
                className={cx(
                  'pk-typeahead__option',
                  index === activeIndex && 'pk-typeahead__option--active',
                )}
              >
                {option.label}
              </div>
            ))}
        </div>
        {showList && loading && (
          <p className="pk-typeahead__message" role="status">
            {loadingText}
          </p>
        )}
        {showList && !loading && visible.length === 0 && (
          <p className="pk-typeahead__message">{noResultsText}</p>
        )}
      </div>
      {hint && (
        <p id={hintId} className="pk-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
