import { Button, Modal } from '@plaudit/ui-kit';
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
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    />
  );
}
