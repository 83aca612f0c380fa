import type { ListingDirectory } from '@plaudit/api-client/schemas';
import { useId } from 'react';
import {
  DIRECTORY_LABELS,
  directoryStatusLabel,
  formatCheckedDate,
  LL_TEXT,
  statusTone,
} from './listing-logic';
import './local-listings.css';

/** One directory of a location in the expanded row: link, status, last check. */
export function DirectoryRow({ d, onOpen }: { d: ListingDirectory; onOpen?: () => void }) {
  const tipId = useId();
  const name = DIRECTORY_LABELS[d.directory_code] ?? d.directory_name;
  const isYelp = d.directory_code === 'yelp_api';
  return (
    <li className="ll-dir">
      <img src={d.directory_logo_url} alt="" width={20} height={20} className="ll-dir__logo" />
      <span className="ll-dir__name">
        {d.listing_url ? (
          <a href={d.listing_url} target="_blank" rel="noreferrer">
            {name}
          </a>
        ) : (
          name
        )}
        {isYelp && (
          <button type="button" className="ll-beta" aria-describedby={tipId}>
            BETA
            <span id={tipId} role="tooltip" className="ll-tooltip">
              {LL_TEXT.yelpBeta}
            </span>
          </button>
        )}
      </span>
      <span className="ll-dir__checked">Last checked {formatCheckedDate(d.last_checked_at)}</span>
      {onOpen ? (
        <button
          type="button"
          className={`ll-cell ll-status ll-status--${statusTone(d.status)}`}
          onClick={onOpen}
        >
          {directoryStatusLabel(d.status)}
        </button>
      ) : (
        <span className="ll-status ll-status--none">{directoryStatusLabel(d.status)}</span>
      )}
      {d.status_description && <span className="ll-muted">{d.status_description}</span>}
    </li>
  );
}
