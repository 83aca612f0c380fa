import type { MediaPhoto } from '@plaudit/api-client';
import { Button, Modal } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { PHOTO_TEXT } from '../locations/photo-text';
import { StatusBar } from './PhotoCard';
import { formatDate, GALLERY_TEXT, photoAlt, STATUS_LABELS, stars } from './photos-logic';

/** A photo's details: the photo large, where it is, who added it, its status, dates and size. */
export function PhotoDetails({
  photo: p,
  canDelete,
  onClose,
  onDelete,
}: {
  photo: MediaPhoto | null;
  canDelete: boolean;
  onClose: () => void;
  onDelete: (p: MediaPhoto) => void;
}) {
  const base = useBasePath();
  const deletable = p && p.type === 'owner' && canDelete;
  return (
    <Modal
      open={p !== null}
      onClose={onClose}
      title={p ? photoAlt(p) : 'Photo'}
      width={1000}
      footer={
        deletable ? (
          <Button type="button" variant="danger" onClick={() => onDelete(p)}>
            Delete photo
          </Button>
        ) : undefined
      }
    >
      {p && (
        <div className="photo-details">
          <figure className="photo-details__figure">
            <img src={p.cdn_stored_url} alt={photoAlt(p)} width={p.width} height={p.height} />
            <StatusBar photo={p} />
          </figure>
          <dl className="photo-details__facts">
            <dt>Location</dt>
            <dd>
              <Link to={withBase(base, `/settings/locations/${p.location_id}/details`)}>
                {p.location_name}
              </Link>
            </dd>
            <dt>Category</dt>
            <dd>{p.category_name ?? (p.category === 'EMPTY' ? 'Uncategorized' : p.category)}</dd>
            <dt>Type</dt>
            <dd>{p.type === 'customer' ? 'Customer photo' : 'Owner photo'}</dd>
            {p.type === 'customer' && (
              <>
                <dt>Added by</dt>
                <dd>{p.author_name ?? 'A customer'}</dd>
                <dt>Rating</dt>
                <dd>
                  {p.rating !== null ? (
                    <>
                      <span role="img" aria-label={`${p.rating} out of 5 stars`}>
                        {stars(p.rating)}
                      </span>{' '}
                      {p.review_id !== null && (
                        <Link to={withBase(base, `/reviews/${p.review_id}`)}>Read the review</Link>
                      )}
                    </>
                  ) : (
                    'No review'
                  )}
                </dd>
              </>
            )}
            <dt>Source</dt>
            <dd>{p.source_name ?? 'None'}</dd>
            <dt>Status</dt>
            <dd>{STATUS_LABELS[p.published_status]}</dd>
            <dt>Published</dt>
            <dd>{formatDate(p.published_at) ?? 'Not yet'}</dd>
            <dt>Added</dt>
            <dd>{formatDate(p.created_at)}</dd>
            <dt>Dimensions</dt>
            <dd>
              {p.width} × {p.height} px
            </dd>
            <dt>File</dt>
            <dd className="photo-details__file">{p.name}</dd>
          </dl>
          {p.published_status === 'dead' && <p className="gallery__help">{PHOTO_TEXT.deadHelp}</p>}
          {p.type === 'customer' && canDelete && (
            <p className="field__hint">{GALLERY_TEXT.customerNoDelete}</p>
          )}
        </div>
      )}
    </Modal>
  );
}
