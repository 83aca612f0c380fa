import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import {
  type HeaderCheckboxState,
  headerCheckboxState,
  nextSort,
  type TableSort,
  toggleAllActive,
} from './sort';

/**
 * A column. `K` is the table's sort keys: the columns' keys and `sortBy` values, inferred from
 * the columns (write them inline or `as const`), so `onSort` receives one of them, not any string.
 */
export interface TableColumn<T, K extends string = string> {
  /** Unique key; also the sort key unless `sortBy` is given. */
  key: K;
  header: ReactNode;
  /** Renders the cell; defaults to `row[key]`. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Value sent as sort[by] when it differs from `key` (e.g. 'display_name'). */
  sortBy?: K;
  align?: 'left' | 'center' | 'right';
  width?: CSSProperties['width'];
  /** Renders the cell as a row header (th scope=row). */
  rowHeader?: boolean;
}

export interface TableProps<T, K extends string = string> {
  /** Accessible name of the table (rendered as a visually hidden caption unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<T, K>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  sort?: TableSort<K> | null;
  /** Receives the next step of the none → asc → desc → none cycle; `by` is a column's sort key. */
  onSort?: (sort: TableSort<K> | null) => void;
  /** Shows a checkbox column. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Rows that can be selected ("active rows"); all by default. */
  isRowSelectable?: (row: T) => boolean;
  /** Accessible name of a row checkbox; defaults to 'Select row {id}'. */
  getRowLabel?: (row: T) => string;
  /** Total rows across all pages; with `onBulkSelectedChange` enables the 'Select all N rows' banner. */
  totalCount?: number;
  /** True bulk selection: every row on every page (e.g. all locations). */
  bulkSelected?: boolean;
  onBulkSelectedChange?: (bulk: boolean) => void;
  /** Noun used in the bulk banner ('rows', 'locations'...). */
  rowNoun?: string;
  emptyText?: ReactNode;
  loading?: boolean;
  className?: string;
}

function HeaderCheckbox(props: {
  state: HeaderCheckboxState;
  disabled: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === 'indeterminate';
  }, [props.state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="pk-checkbox"
      aria-label="Select all rows"
      checked={props.state === 'checked'}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A data table with sortable columns (none, ascending, descending), optional row selection
 * with a header checkbox and a "select all N rows" banner across pages. `onSort` receives one
 * of the columns' sort keys.
 *
 * @example
 * ```tsx
 * <Table
 *   caption="Locations"
 *   columns={[
 *     { key: 'name', header: 'Name', sortable: true, rowHeader: true },
 *     { key: 'city', header: 'City' },
 *   ] as const}
 *   rows={locations}
 *   getRowId={(l) => String(l.id)}
 *   sort={sort}
 *   onSort={setSort}
 * />
 * ```
 */
export function Table<T, K extends string = string>(props: TableProps<T, K>) {
  const {
    caption,
    showCaption,
    columns,
    rows,
    getRowId,
    sort = null,
    onSort,
    selectable,
    selectedIds = [],
    onSelectionChange,
    isRowSelectable = () => true,
    getRowLabel = (row: T) => `Select row ${getRowId(row)}`,
    totalCount,
    bulkSelected = false,
    onBulkSelectedChange,
    rowNoun = 'rows',
    emptyText = 'No results',
    loading,
    className,
  } = props;
  const bannerId = useId();

  const selected = new Set(selectedIds);
  const activeIds = rows.filter(isRowSelectable).map(getRowId);
  const state = bulkSelected ? 'checked' : headerCheckboxState(activeIds, selected);

  const setSelection = (ids: string[], bulk = false) => {
    onSelectionChange?.(ids);
    if (bulkSelected && !bulk) onBulkSelectedChange?.(false);
  };

  const toggleRow = (id: string) => {
    // Leaving true bulk mode keeps the visible rows selected except the one toggled.
    const next = new Set(bulkSelected ? [...selected, ...activeIds] : selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelection([...next]);
  };

  const showBanner =
    selectable &&
    onBulkSelectedChange !== undefined &&
    totalCount !== undefined &&
    totalCount > activeIds.length &&
    state === 'checked';

  const columnCount = columns.length + (selectable ? 1 : 0);
  const wrapRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(wrapRef);

  return (
    // A table wider than the screen scrolls sideways: then the keyboard can reach and scroll it.
    <div
      ref={wrapRef}
      className={cx('pk-table-wrap', className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      {showBanner && (
        <div className="pk-table__bulk" id={bannerId} role="status">
          {bulkSelected ? (
            <>
              <span>
                All {totalCount} {rowNoun} are selected.
              </span>{' '}
              <button
                type="button"
                className="pk-link-button"
                onClick={() => {
                  onBulkSelectedChange(false);
                  onSelectionChange?.([...selected].filter((id) => !activeIds.includes(id)));
                }}
              >
                Clear selection
              </button>
            </>
          ) : (
            <>
              <span>
                All {activeIds.length} {rowNoun} on this page are selected.
              </span>{' '}
              <button
                type="button"
                className="pk-link-button"
                onClick={() => onBulkSelectedChange(true)}
              >
                Select all {totalCount} {rowNoun}
              </button>
            </>
          )}
        </div>
      )}
      <table className="pk-table" aria-busy={loading || undefined}>
        <caption className={cx(!showCaption && 'pk-visually-hidden')}>{caption}</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="pk-table__select">
                <HeaderCheckbox
                  state={state}
                  disabled={activeIds.length === 0}
                  onChange={() => {
                    if (bulkSelected) {
                      setSelection([...selected].filter((id) => !activeIds.includes(id)));
                    } else {
                      setSelection(toggleAllActive(activeIds, selected));
                    }
                  }}
                />
              </th>
            )}
            {columns.map((column) => {
              const by = column.sortBy ?? column.key;
              const current = sort?.by === by ? sort.order : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={current ? SORT_ARIA[current] : undefined}
                  style={{ width: column.width, textAlign: column.align }}
                  className={cx(column.sortable && 'pk-table__sortable')}
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className={cx('pk-table__sort', current && `pk-table__sort--${current}`)}
                      onClick={() => onSort(nextSort(sort, by))}
                    >
                      {column.header}
                      <span className="pk-table__sort-icon" aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="pk-table__empty">
                {emptyText}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const id = getRowId(row);
            const rowSelectable = isRowSelectable(row);
            const isSelected = rowSelectable && (bulkSelected || selected.has(id));
            return (
              <tr key={id} className={cx(isSelected && 'pk-table__row--selected')}>
                {selectable && (
                  <td className="pk-table__select">
                    <input
                      type="checkbox"
                      className="pk-checkbox"
                      aria-label={getRowLabel(row)}
                      checked={isSelected}
                      disabled={!rowSelectable}
                      onChange={() => toggleRow(id)}
                    />
                  </td>
                )}
                {columns.map((column) => {
                  const content = column.cell
                    ? column.cell(row)
                    : ((row as Record<string, unknown>)[column.key] as ReactNode);
                  const style = { textAlign: column.align };
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" style={style}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} style={style}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element is narrower than its content (it scrolls sideways), kept up to date. */
function useScrollsSideways(ref: { current: HTMLElement | null }): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
