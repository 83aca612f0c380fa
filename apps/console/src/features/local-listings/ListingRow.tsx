import type {
  ListingDirectory,
  ListingLocation,
  ListingsOverview,
} from '@plaudit/api-client/schemas';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { AutoSyncToggle } from './AutoSyncToggle';
import { DirectorySettings } from './DirectorySettings';
import {
  DIRECTORY_LABELS,
  directoryStatusLabel,
  LL_TEXT,
  LOCATION_STATUS_LABELS,
  outOfSyncCauses,
  sortDirectories,
  statusTone,
} from './listing-logic';
import './local-listings.css';
import { DirectoryRow } from './DirectoryRow';

export type ListingRowProps = {
  loc: ListingLocation;
  selectable: boolean;
  checked: boolean;
  onToggleSelected: () => void;
  /** The row's directories are shown below it. */
  open: boolean;
  onToggleOpen: () => void;
  /** The directory columns in view (3, 2 or 1 by screen width). */
  windowDirs: readonly ListingsOverview['directories'][number][];
  columnCount: number;
  purchased: boolean;
  canUpdate: boolean;
  directorySpecific: boolean;
  canToggleDirectories: boolean;
  canOverrideDirectories: boolean;
  onOpenDirectory: (dir: ListingDirectory) => void;
  onChanged: () => void;
};

/** One location of the Local Listings table, and its directories when expanded. */
export function ListingRow({
  loc,
  selectable,
  checked,
  onToggleSelected,
  open,
  onToggleOpen,
  windowDirs,
  columnCount,
  purchased,
  canUpdate,
  directorySpecific,
  canToggleDirectories,
  canOverrideDirectories,
  onOpenDirectory,
  onChanged,
}: ListingRowProps) {
  const base = useBasePath();
  const dirs = sortDirectories(loc.directories);
  const present = dirs.filter((d) => d.id !== null);
  const detailsHref = withBase(base, `/settings/locations/${loc.id}/details?fromLL=true`);
  const inactive = loc.open_status !== 'active';
  // Every directory that is out of sync, whichever columns the carousel shows.
  const causes = outOfSyncCauses(loc.directories);
  return (
    <>
      <tr data-testid={`ll-row-${loc.id}`}>
        {selectable && (
          <td className="ll-check-col">
            <input
              type="checkbox"
              aria-label={`Select ${loc.name}`}
              checked={checked}
              onChange={onToggleSelected}
            />
          </td>
        )}
        <th scope="row" className="ll-loc">
          <button
            type="button"
            className="ll-expand"
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} directories for ${loc.name}`}
            onClick={onToggleOpen}
          >
            {open ? '▾' : '▸'}
          </button>
          <span className="ll-loc__text">
            <Link to={detailsHref}>{loc.name}</Link>
            {inactive && (
              <span className="ll-muted">
                {' '}
                ({loc.open_status === 'inactive' ? 'inactive' : 'temporarily inactive'})
              </span>
            )}
            {canUpdate && (
              <Link
                className="ll-edit"
                to={`${detailsHref}&withEdit=true`}
                aria-label={`Edit ${loc.name}`}
                title="Edit"
              >
                <Pencil size={16} aria-hidden="true" focusable="false" />
              </Link>
            )}
            <span className="ll-muted ll-address">{loc.address}</span>
            <span
              className={`ll-status ll-status--${statusTone(loc.status)}`}
              data-testid={`ll-status-${loc.id}`}
            >
              {LOCATION_STATUS_LABELS[loc.status]}
            </span>
            {causes.length > 0 && (
              <span className="ll-cause" data-testid={`ll-cause-${loc.id}`}>
                Out of sync on {causes.join(', ')}
              </span>
            )}
          </span>
        </th>
        <td>
          <AutoSyncToggle
            location={loc}
            purchased={purchased}
            editable={canUpdate}
            onChanged={onChanged}
          />
        </td>
        <td className="ll-arrow-col" />
        {windowDirs.map((col) => {
          const d = loc.directories.find((x) => x.rtx_source_id === col.id);
          if (!d || d.status === 'not_available')
            return (
              <td key={col.id} className="ll-dir-col">
                <span aria-hidden="true" title="No URL for this location">
                  --
                </span>
                <span className="pk-visually-hidden">No URL for this location</span>
              </td>
            );
          return (
            <td key={col.id} className="ll-dir-col">
              <button
                type="button"
                className={`ll-cell ll-status ll-status--${statusTone(d.status)}`}
                onClick={() => onOpenDirectory(d)}
              >
                <span className="pk-visually-hidden">
                  {DIRECTORY_LABELS[d.directory_code] ?? d.directory_name}:{' '}
                </span>
                {directoryStatusLabel(d.status, {
                  bordered: true,
                  directoryCode: d.directory_code,
                })}
              </button>
            </td>
          );
        })}
        <td className="ll-arrow-col" />
      </tr>
      {open && (
        <tr className="ll-expanded">
          <td colSpan={columnCount}>
            {directorySpecific && (
              <DirectorySettings
                location={loc}
                canToggle={canToggleDirectories}
                canOverride={canOverrideDirectories}
                onChanged={onChanged}
              />
            )}
            {present.length === 0 ? (
              <p>{LL_TEXT.noDirectories}</p>
            ) : (
              <ul className="ll-dir-list" aria-label={`Directories for ${loc.name}`}>
                {present.map((d) => (
                  <DirectoryRow
                    key={d.directory_code}
                    d={d}
                    onOpen={d.status === 'not_available' ? undefined : () => onOpenDirectory(d)}
                  />
                ))}
              </ul>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
