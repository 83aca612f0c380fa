import type { ListingDirectory, ListingLocation } from '@plaudit/api-client/schemas';
import type { ReactNode } from 'react';
import {
  DIRECTORY_LABELS,
  directoryStatusLabel,
  formatCheckedDate,
  INTERNAL_TEXT,
  LOCATION_STATUS_LABELS,
  sortDirectories,
  statusTone,
  toggleAllExpanded,
} from './listing-logic';

export type InternalSortKey = 'name' | 'status' | 'publishing_enabled';

/**
 * The internal table of spec 3 section 2.1 (partners and support acting in the account):
 * Name, Last Scanned, Status with every directory's status behind 'Expand all statuses', and
 * Auto Sync On/Off. Name, Status and Auto Sync sort on the server.
 */
export function InternalListingsTable({
  rows,
  expanded,
  setExpanded,
  sortHeader,
  onOpen,
}: {
  rows: readonly ListingLocation[];
  expanded: ReadonlySet<number>;
  setExpanded: (next: Set<number>) => void;
  sortHeader: (key: InternalSortKey, label: string) => ReactNode;
  onOpen: (loc: ListingLocation, dir: ListingDirectory) => void;
}) {
  const ids = rows.map((r) => r.id);
  const allOpen = ids.length > 0 && ids.every((id) => expanded.has(id));
  return (
    <div className="ll-table-wrap">
      <table className="ll-table ll-table--internal" data-testid="ll-internal-table">
        <caption className="pk-visually-hidden">Locations, last scan and sync status</caption>
        <thead>
          <tr>
            {sortHeader('name', 'Name')}
            <th scope="col">Last Scanned</th>
            {sortHeader('status', 'Status')}
            <th scope="col">
              <button
                type="button"
                className="link-button"
                aria-pressed={allOpen}
                onClick={() => setExpanded(toggleAllExpanded(expanded, ids))}
              >
                {allOpen ? INTERNAL_TEXT.hideAll : INTERNAL_TEXT.expandAll}
              </button>
            </th>
            {sortHeader('publishing_enabled', 'Auto Sync')}
          </tr>
        </thead>
        <tbody>
          {rows.map((loc) => {
            const open = expanded.has(loc.id);
            const dirs = sortDirectories(loc.directories).filter((d) => d.id !== null);
            return (
              <tr key={loc.id} data-testid={`ll-internal-row-${loc.id}`}>
                <th scope="row">{loc.name}</th>
                <td>{formatCheckedDate(loc.last_checked_at)}</td>
                <td>
                  <span className={`ll-status ll-status--${statusTone(loc.status)}`}>
                    {LOCATION_STATUS_LABELS[loc.status]}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={open}
                    onClick={() => {
                      const n = new Set(expanded);
                      if (n.has(loc.id)) n.delete(loc.id);
                      else n.add(loc.id);
                      setExpanded(n);
                    }}
                  >
                    {open ? 'Hide statuses' : 'Show statuses'}
                    <span className="pk-visually-hidden"> for {loc.name}</span>
                  </button>
                  {open && (
                    <ul className="ll-internal-statuses">
                      {dirs.length === 0 && <li>No directories found for this location</li>}
                      {dirs.map((d) => (
                        <li key={d.directory_code}>
                          {DIRECTORY_LABELS[d.directory_code] ?? d.directory_name}:{' '}
                          {d.status === 'not_available' ? (
                            directoryStatusLabel(d.status)
                          ) : (
                            <button
                              type="button"
                              className={`ll-cell ll-status ll-status--${statusTone(d.status)}`}
                              onClick={() => onOpen(loc, d)}
                            >
                              {directoryStatusLabel(d.status)}
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{loc.publishing_enabled ? 'On' : 'Off'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
