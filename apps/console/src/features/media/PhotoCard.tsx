import type { MediaPhoto } from '@plaudit/api-client';
import { photoAlt, STATUS_LABELS, stars } from './photos-logic';

/** A gallery card: the photo (a button opening its details), category, location and who added it. */
export function PhotoCard({ photo: p, onOpen }: { photo: MediaPhoto; onOpen: () => void }) {
  const alt = photoAlt(p);
  return (
    <li className={`gallery-card${p.published_status === 'dead' ? ' gallery-card--dead' : ''}`}>
      <button
        type="button"
        className="gallery-card__open"
        onClick={onOpen}
        aria-label={`Open details: ${alt}`}
      >
        <img src={p.cdn_stored_low_res_url} alt={alt} loading="lazy" />
      </button>
      <StatusBar photo={p} />
      <span className="gallery-card__category">
        {p.category_name ?? (p.category === 'EMPTY' ? 'Uncategorized' : p.category)}
      </span>
      <span className="gallery-card__location">{p.location_name}</span>
      <span className="gallery-card__meta">
        <span className={`gallery-badge gallery-badge--${p.type}`}>
          {p.type === 'customer' ? 'Customer' : 'Owner'}
        </span>
        {p.rating !== null && (
          <span
            className="gallery-card__rating"
            role="img"
            aria-label={`${p.rating} out of 5 stars`}
          >
            {stars(p.rating)}
          </span>
        )}
      </span>
    </li>
  );
}

/** The spec's status bars: Publishing while pending or retrying, Failed once dead. */
export function StatusBar({ photo }: { photo: MediaPhoto }) {
  if (photo.published_status === 'published') return null;
  return (
    <span
      className={`gallery-bar${photo.published_status === 'dead' ? ' gallery-bar--failed' : ''}`}
    >
      {STATUS_LABELS[photo.published_status]}
    </span>
  );
}
