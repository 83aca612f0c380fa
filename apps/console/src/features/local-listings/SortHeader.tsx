/**
 * A sortable column heading: unsorted → ascending → descending → unsorted, with
 * aria-sort on the heading.
 */
export function SortHeader({
  label,
  order,
  onSort,
}: {
  label: string;
  /** This column's sort order, or null when the table is not sorted by it. */
  order: 'asc' | 'desc' | null;
  onSort: (order: 'asc' | 'desc' | null) => void;
}) {
  const next = order === null ? 'asc' : order === 'asc' ? 'desc' : null;
  return (
    <th scope="col" aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="ll-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true">{order ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}
