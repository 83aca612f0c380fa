import type { ListingsOverview } from '@plaudit/api-client/schemas';
import type { ReactNode, RefObject } from 'react';
import type { InternalSortKey } from './InternalListingsTable';
import { DIRECTORY_LABELS } from './listing-logic';

/** The customer table's header: select all, sortable columns, the directory window and its arrows. */
export function ListingsTableHead({
  selectable,
  headerRef,
  allSelected,
  onToggleAll,
  sortHeader,
  columns,
  windowDirs,
  onMoveColumns,
}: {
  selectable: boolean;
  headerRef: RefObject<HTMLInputElement | null>;
  allSelected: boolean;
  onToggleAll: () => void;
  sortHeader: (key: InternalSortKey, label: string) => ReactNode;
  columns: { canLeft: boolean; canRight: boolean };
  windowDirs: readonly ListingsOverview['directories'][number][];
  onMoveColumns: (by: -1 | 1) => void;
}) {
  return (
    <thead>
      <tr>
        {selectable && (
          <th scope="col" className="ll-check-col">
            <input
              ref={headerRef}
              type="checkbox"
              aria-label="Select all rows"
              checked={allSelected}
              onChange={onToggleAll}
            />
          </th>
        )}
        {sortHeader('name', 'Location')}
        {sortHeader('publishing_enabled', 'Auto Sync')}
        <th scope="col" className="ll-arrow-col">
          <button
            type="button"
            className="ll-arrow"
            aria-label="Previous directory"
            disabled={!columns.canLeft}
            onClick={() => onMoveColumns(-1)}
          >
            ‹
          </button>
        </th>
        {windowDirs.map((d) => (
          <th key={d.id} scope="col" className="ll-dir-col">
            {DIRECTORY_LABELS[d.directory_code] ?? d.directory_name}
          </th>
        ))}
        <th scope="col" className="ll-arrow-col">
          <button
            type="button"
            className="ll-arrow"
            aria-label="Next directory"
            disabled={!columns.canRight}
            onClick={() => onMoveColumns(1)}
          >
            ›
          </button>
        </th>
      </tr>
    </thead>
  );
}
