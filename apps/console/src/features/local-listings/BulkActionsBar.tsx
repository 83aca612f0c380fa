import { Button } from '@plaudit/ui-kit'; /** The bulk actions over the selected rows, and the offer to select every matching row. */
export function BulkActionsBar({
  selectedCount,
  pageCount,
  total,
  bulk,
  allOnPageSelected,
  canEditHours,
  canPhotos,
  canPost,
  onEditHours,
  onHolidayHours,
  onPhotos,
  onPost,
  onSelectAll,
  onClear,
}: {
  selectedCount: number;
  /** Rows on this page. */
  pageCount: number;
  /** Rows matching the filters. */
  total: number;
  /** Every matching row is selected, not only this page's. */
  bulk: boolean;
  allOnPageSelected: boolean;
  canEditHours: boolean;
  canPhotos: boolean;
  canPost: boolean;
  onEditHours: () => void;
  onHolidayHours: () => void;
  onPhotos: () => void;
  onPost: () => void;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  return (
    <>
      {selectedCount > 0 && (
        <section className="ll-bulk" aria-label="Bulk actions">
          <span>{selectedCount} selected</span>
          {canEditHours && !bulk && (
            <Button type="button" variant="secondary" size="sm" onClick={onEditHours}>
              Edit hours
            </Button>
          )}
          {canEditHours && !bulk && (
            <Button type="button" variant="secondary" size="sm" onClick={onHolidayHours}>
              Add Holiday Hours
            </Button>
          )}
          {canPhotos && (
            <Button type="button" variant="secondary" size="sm" onClick={onPhotos}>
              Add Photos
            </Button>
          )}
          {canPost && (
            <Button type="button" variant="primary" size="sm" onClick={onPost}>
              Create Google Post
            </Button>
          )}
        </section>
      )}
      {canPost && allOnPageSelected && total > pageCount && (
        <p className="ll-bulk-banner" role="status">
          {bulk ? (
            <>
              All {total} rows are selected.{' '}
              <button type="button" className="link-button" onClick={onClear}>
                Clear selection
              </button>
            </>
          ) : (
            <>
              All {pageCount} rows on this page are selected.{' '}
              <button type="button" className="link-button" onClick={onSelectAll}>
                Select all {total} rows
              </button>
            </>
          )}
        </p>
      )}
    </>
  );
}
