/** The bulk actions over the selected rows, and the offer to select every matching row. */
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
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onEditHours}
            >
              Edit hours
            </button>
          )}
          {canEditHours && !bulk && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onHolidayHours}
            >
              Add Holiday Hours
            </button>
          )}
          {canPhotos && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onPhotos}
            >
              Add Photos
            </button>
          )}
          {canPost && (
            <button type="button" className="button button--primary button--small" onClick={onPost}>
              Create Google Post
            </button>
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
