export type SortOrder = 'asc' | 'desc';

/** A table's sort: `by` is one of its sort keys (`K`, the columns' keys by default). */
export interface TableSort<K extends string = string> {
  by: K;
  order: SortOrder;
}

/**
 * The table sort cycle (spec 1, section 4): none → asc → desc → none. Clicking another column
 * starts that column at asc.
 */
export function nextSort<K extends string>(
  current: TableSort<K> | null | undefined,
  by: K,
): TableSort<K> | null {
  if (!current || current.by !== by) return { by, order: 'asc' };
  if (current.order === 'asc') return { by, order: 'desc' };
  return null;
}

export type HeaderCheckboxState = 'checked' | 'indeterminate' | 'unchecked';

/** Checked when all active rows are selected, indeterminate when some are (spec 1, section 4). */
export function headerCheckboxState(
  activeIds: readonly string[],
  selected: ReadonlySet<string>,
): HeaderCheckboxState {
  if (activeIds.length === 0) return 'unchecked';
  const count = activeIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === activeIds.length ? 'checked' : 'indeterminate';
}

/**
 * Header checkbox toggle: selects every active row, or (when all are selected) deselects only
 * the active rows, keeping selections made on other pages.
 */
export function toggleAllActive(
  activeIds: readonly string[],
  selected: ReadonlySet<string>,
): string[] {
  const next = new Set(selected);
  if (headerCheckboxState(activeIds, selected) === 'checked') {
    for (const id of activeIds) next.delete(id);
  } else {
    for (const id of activeIds) next.add(id);
  }
  return [...next];
}
