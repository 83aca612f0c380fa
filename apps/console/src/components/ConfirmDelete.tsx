import { Button, Modal } from '@plaudit/ui-kit';
import type { ReactNode } from 'react';

/**
 * "Delete “name”?" with Delete and Cancel: the settings lists ask before removing a row.
 * Open while `item` is set; `children` says what happens to what the row made.
 */
export function ConfirmDelete<T>({
  item,
  name,
  onConfirm,
  onCancel,
  children,
}: {
  item: T | null;
  name: (item: T) => string;
  onConfirm: (item: T) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={item !== null}
      onClose={onCancel}
      title={`Delete “${item ? name(item) : ''}”?`}
      footer={
        <div className="button-row">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="button" variant="danger" onClick={() => item && onConfirm(item)}>
            Delete
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
