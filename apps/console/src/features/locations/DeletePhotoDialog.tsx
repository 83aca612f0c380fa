import { Modal } from '@plaudit/ui-kit';
import { PHOTO_TEXT } from './photo-text';

/**
 * The spec's 'Delete photo?' confirmation, asked by location Photo Management
 * and the photo gallery before a photo leaves the listing.
 */
export function DeletePhotoDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={PHOTO_TEXT.deleteTitle}
      description={PHOTO_TEXT.deleteBody}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Delete
          </button>
        </>
      }
    />
  );
}
