import type { ReactNode } from 'react';

/** Default max height of filter-bar dropdowns (spec 1, section 2). */
export const DROPDOWN_MAX_HEIGHT = 378;

/** Max height of dropdowns in other lists (spec 1, sections 2 and 9). */
export const DROPDOWN_LIST_MAX_HEIGHT = 250;

export const DROPDOWN_MIN_WIDTH = 200;

/** Filter search debounce (spec 1, section 9). */
export const DROPDOWN_SEARCH_DEBOUNCE_MS = 250;

/** Infinite-scroll thresholds: search dropdown 300 px, default dropdown 50 px (spec 1, section 9). */
export const DROPDOWN_LOAD_MORE_THRESHOLD = 50;

export const DROPDOWN_SEARCH_LOAD_MORE_THRESHOLD = 300;

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Secondary text under the label (e.g. a location address). */
  description?: string;
}

export interface DropdownCommonProps {
  /** Accessible name; shown above the trigger unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  options: readonly DropdownOption[];
  placeholder?: string;
  /** Overrides the trigger text (e.g. when the selected option is not loaded yet). */
  displayValue?: string;
  /** Shows a search box at the top of the list. */
  searchable?: boolean;
  searchLabel?: string;
  /** Called with the search text after `searchDebounceMs` of quiet. Without it options are filtered locally. */
  onSearch?: (term: string) => void;
  searchDebounceMs?: number;
  /** Called when the list is scrolled within `loadMoreThreshold` px of its end and `hasMore`. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  loadMoreThreshold?: number;
  maxHeight?: number;
  minWidth?: number;
  disabled?: boolean;
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  emptyText?: string;
  loadingText?: string;
  /** Error text shown instead of the options (e.g. 'Error fetching groups'). */
  error?: string;
  /** Rendered under the list (e.g. an 'Add Location' link). */
  footer?: ReactNode;
  className?: string;
  id?: string;
}

export interface SingleDropdownProps extends DropdownCommonProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiDropdownProps extends DropdownCommonProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Optional maximum number of selected values. */
  maxSelected?: number;
  /** Hint shown when the maximum is reached; `{n}` is replaced by the maximum. */
  maxSelectedText?: string;
}

export type DropdownProps = SingleDropdownProps | MultiDropdownProps;
