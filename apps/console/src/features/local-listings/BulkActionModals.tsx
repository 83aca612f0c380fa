import { EditHoursModal, HolidayHoursModal } from './BulkModals';
import { BulkPhotosModal } from './BulkPhotosModal';
import { GooglePostWizard, type PostSelection } from './GooglePostWizard';

export type BulkActionModal = null | 'hours' | 'holiday' | 'post' | 'photos';

/** The open bulk action's dialog over the selected locations. */
export function BulkActionModals({
  modal,
  locationIds,
  postSelection,
  count,
  onClose,
  onHoursSaved,
}: {
  modal: BulkActionModal;
  locationIds: number[];
  postSelection: PostSelection;
  /** Selected rows (every matching row when all are selected). */
  count: number;
  onClose: () => void;
  onHoursSaved: () => void;
}) {
  return (
    <>
      {modal === 'hours' && (
        <EditHoursModal locationIds={locationIds} onClose={onClose} onDone={onHoursSaved} />
      )}
      {modal === 'holiday' && (
        <HolidayHoursModal locationIds={locationIds} onClose={onClose} onDone={onClose} />
      )}
      {modal === 'photos' && (
        <BulkPhotosModal locationIds={locationIds} onClose={onClose} onDone={onClose} />
      )}
      {modal === 'post' && (
        <GooglePostWizard selection={postSelection} count={count} onClose={onClose} />
      )}
    </>
  );
}
