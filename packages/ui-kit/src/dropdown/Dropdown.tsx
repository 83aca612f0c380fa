import {
  type KeyboardEvent,
  type UIEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useInteractOutside } from 'react-aria';
import { cx } from '../internal/cx';
import { scrollIntoViewIfNeeded } from '../internal/focus';
import { optionIndexOf } from '../internal/listbox';
import { useDebouncedCallback } from '../internal/useDebouncedCallback';
import {
  DROPDOWN_LOAD_MORE_THRESHOLD,
  DROPDOWN_MAX_HEIGHT,
  DROPDOWN_MIN_WIDTH,
  DROPDOWN_SEARCH_DEBOUNCE_MS,
  DROPDOWN_SEARCH_LOAD_MORE_THRESHOLD,
  type DropdownOption,
  type DropdownProps,
} from './dropdown-types';

/**
 * A labelled select-like listbox: one value, or several with `multiple`; optional search
 * (`searchable`, `onSearch`) and infinite loading (`onLoadMore`, `hasMore`).
 *
 * @example
 * ```tsx
 * <Dropdown
 *   label="Rating"
 *   options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars` }))}
 *   multiple
 *   value={ratings}
 *   onChange={setRatings}
 * />
 * ```
 */
export function Dropdown(props: DropdownProps) {
  const {
    label,
    hideLabel,
    options,
    placeholder = 'Select',
    displayValue,
    searchable,
    searchLabel = `Search ${label}`,
    onSearch,
    searchDebounceMs = DROPDOWN_SEARCH_DEBOUNCE_MS,
    onLoadMore,
    hasMore,
    loading,
    loadMoreThreshold = searchable
      ? DROPDOWN_SEARCH_LOAD_MORE_THRESHOLD
      : DROPDOWN_LOAD_MORE_THRESHOLD,
    maxHeight = DROPDOWN_MAX_HEIGHT,
    minWidth = DROPDOWN_MIN_WIDTH,
    disabled,
    emptyText = 'No results',
    loadingText = 'Loading…',
    error,
    footer,
    className,
  } = props;

  const autoId = useId();
  const baseId = props.id ?? `pk-dropdown-${autoId.replace(/:/g, '')}`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-opt-${index}`;

  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = props.open ?? uncontrolledOpen;
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const selected: readonly string[] = props.multiple
    ? props.value
    : props.value == null
      ? []
      : [props.value];
  const maxSelected = props.multiple ? props.maxSelected : undefined;
  const atMax = maxSelected !== undefined && selected.length >= maxSelected;

  const visible = useMemo(() => {
    if (!searchable || onSearch || !search.trim()) return options;
    const term = search.trim().toLowerCase();
    return options.filter((o) => o.label.toLowerCase().includes(term));
  }, [options, search, searchable, onSearch]);

  const debouncedSearch = useDebouncedCallback(onSearch, searchDebounceMs);

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (props.open === undefined) setUncontrolledOpen(next);
    props.onOpenChange?.(next);
  };

  const openList = () => {
    if (disabled) return;
    const first = visible.findIndex((o) => selected.includes(o.value));
    setActiveIndex(first >= 0 ? first : visible.length > 0 ? 0 : -1);
    setOpen(true);
  };

  const closeList = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  // A press outside closes the list; it closes as the press starts, as a native select does.
  useInteractOutside({
    ref: rootRef,
    isDisabled: !open,
    onInteractOutsideStart: () => closeList(false),
    onInteractOutside: () => {},
  });

  // Move focus into the popup when it opens.
  useEffect(() => {
    if (!open) return;
    (searchable ? searchRef.current : listRef.current)?.focus();
  }, [open, searchable]);

  // Clear the search when closing.
  useEffect(() => {
    if (open || !search) return;
    setSearch('');
    if (onSearch) {
      debouncedSearch.cancel();
      onSearch('');
    }
  }, [open, search, onSearch, debouncedSearch]);

  useEffect(() => {
    if (open && activeIndex >= 0) {
      scrollIntoViewIfNeeded(document.getElementById(optionId(activeIndex)));
    }
  });

  const isDisabled = (option: DropdownOption) =>
    !!option.disabled || (atMax && !selected.includes(option.value));

  const choose = (option: DropdownOption | undefined) => {
    if (!option || isDisabled(option)) return;
    if (props.multiple) {
      const next = props.value.includes(option.value)
        ? props.value.filter((v) => v !== option.value)
        : [...props.value, option.value];
      props.onChange(next);
    } else {
      props.onChange(option.value);
      closeList(true);
    }
  };

  const move = (to: number) => {
    if (visible.length === 0) return;
    const clamped = Math.max(0, Math.min(visible.length - 1, to));
    setActiveIndex(clamped);
    if (clamped >= visible.length - 1 && hasMore && !loading) onLoadMore?.();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.currentTarget === searchRef.current;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(activeIndex - 1);
        break;
      case 'Home':
        if (inSearch) return;
        event.preventDefault();
        move(0);
        break;
      case 'End':
        if (inSearch) return;
        event.preventDefault();
        move(visible.length - 1);
        break;
      case 'Enter':
        event.preventDefault();
        choose(visible[activeIndex]);
        break;
      case ' ':
        if (inSearch) return;
        event.preventDefault();
        choose(visible[activeIndex]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeList(true);
        break;
      case 'Tab':
        closeList(false);
        break;
    }
  };

  const onListScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!onLoadMore || !hasMore || loading) return;
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= loadMoreThreshold) onLoadMore();
  };

  const selectedLabels = selected.map(
    (value) => options.find((o) => o.value === value)?.label ?? value,
  );
  const triggerText =
    displayValue ??
    (selectedLabels.length === 0
      ? placeholder
      : selectedLabels.length === 1
        ? selectedLabels[0]
        : `${selectedLabels.length} selected`);
  const activeId =
    open && activeIndex >= 0 && visible[activeIndex] ? optionId(activeIndex) : undefined;
  const maxText =
    props.multiple && maxSelected !== undefined
      ? (props.maxSelectedText ?? 'Maximum of {n} selected').replace('{n}', String(maxSelected))
      : undefined;

  return (
    <div
      ref={rootRef}
      className={cx(
        'pk-dropdown',
        open && 'pk-dropdown--open',
        props.multiple && 'pk-dropdown--multi',
        className,
      )}
      style={{ minWidth }}
    >
      <span id={labelId} className={cx('pk-dropdown__label', hideLabel && 'pk-visually-hidden')}>
        {label}
      </span>
      <button
        ref={triggerRef}
        id={`${baseId}-trigger`}
        type="button"
        className="pk-dropdown__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${baseId}-trigger`}
        disabled={disabled}
        onClick={() => (open ? closeList(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        <span
          className={cx('pk-dropdown__value', selected.length === 0 && 'pk-dropdown__placeholder')}
        >
          {triggerText}
        </span>
        <span className="pk-dropdown__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="pk-dropdown__popup" style={{ minWidth }}>
          {searchable && (
            <input
              ref={searchRef}
              type="search"
              className="pk-dropdown__search"
              aria-label={searchLabel}
              role="combobox"
              aria-expanded={true}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setActiveIndex(0);
                debouncedSearch(e.target.value);
              }}
              onKeyDown={onPopupKeyDown}
            />
          )}
          {error ? (
            <p className="pk-dropdown__message pk-dropdown__message--error" role="alert">
              {error}
            </p>
          ) : (
            <>
              <div
                ref={listRef}
                id={listId}
                role="listbox"
                aria-labelledby={labelId}
                aria-multiselectable={props.multiple || undefined}
                aria-activedescendant={searchable ? undefined : activeId}
                aria-busy={loading || undefined}
                tabIndex={searchable ? -1 : 0}
                className="pk-dropdown__list"
                style={{ maxHeight }}
                onKeyDown={onPopupKeyDown}
                onMouseDown={(e) => {
                  // Keep focus on the search box or list while clicking options.
                  if (optionIndexOf(e.target) !== undefined) e.preventDefault();
                }}
                onMouseMove={(e) => {
                  const index = optionIndexOf(e.target);
                  if (index !== undefined && index !== activeIndex) setActiveIndex(index);
                }}
                onClick={(e) => {
                  const index = optionIndexOf(e.target);
                  if (index === undefined) return;
                  setActiveIndex(index);
                  choose(visible[index]);
                }}
                onScroll={onListScroll}
              >
                {visible.map((option, index) => {
                  const isSelected = selected.includes(option.value);
                  const optionDisabled = isDisabled(option);
                  return (
                    <div
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      data-index={index}
                      aria-selected={isSelected}
                      aria-disabled={optionDisabled || undefined}
                      className={cx(
                        'pk-dropdown__option',
                        index === activeIndex && 'pk-dropdown__option--active',
                        isSelected && 'pk-dropdown__option--selected',
                        optionDisabled && 'pk-dropdown__option--disabled',
                      )}
                    >
                      {props.multiple && (
                        <span
                          className={cx('pk-check', isSelected && 'pk-check--on')}
                          aria-hidden="true"
                        />
                      )}
                      <span className="pk-dropdown__option-text">
                        <span className="pk-dropdown__option-label">{option.label}</span>
                        {option.description && (
                          <span className="pk-dropdown__option-description">
                            {option.description}
                          </span>
                        )}
                      </span>
                    </div>
                  );
                })}
              </div>
              {!loading && visible.length === 0 && (
                <p className="pk-dropdown__message">{emptyText}</p>
              )}
              {loading && (
                <p className="pk-dropdown__message" role="status">
                  {loadingText}
                </p>
              )}
            </>
          )}
          {atMax && maxText && (
            <p className="pk-dropdown__hint" aria-live="polite">
              {maxText}
            </p>
          )}
          {footer && <div className="pk-dropdown__footer">{footer}</div>}
        </div>
      )}
    </div>
  );
}
