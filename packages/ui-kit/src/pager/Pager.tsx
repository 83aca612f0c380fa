import { cx } from '../internal/cx';

/**
 * Page number rule (spec 1, section 5): missing, invalid or below 1 becomes 1; capped at the
 * page count (a page count below 1 counts as one page).
 */
export function clampPage(page: number | string | null | undefined, pageCount: number): number {
  const parsed = typeof page === 'string' ? Number.parseInt(page, 10) : page;
  const last = Math.max(1, Math.floor(Number.isFinite(pageCount) ? pageCount : 1));
  if (parsed == null || !Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(Math.floor(parsed), last);
}

export interface PagerProps {
  page: number | string | null | undefined;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  showFirstLast?: boolean;
  className?: string;
}

/**
 * Page navigation (first, previous, page numbers, next, last) in a labelled `nav`; the page is
 * clamped with `clampPage`, and `onPageChange` receives the page chosen.
 *
 * @example
 * ```tsx
 * <Pager page={page} pageCount={paging.totalPages} onPageChange={setPage} />
 * ```
 */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  showFirstLast = true,
  className,
}: PagerProps) {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  const current = clampPage(page, last);
  const go = (target: number) => {
    const next = clampPage(target, last);
    if (next !== current) onPageChange(next);
  };
  const atStart = current <= 1;
  const atEnd = current >= last;

  return (
    <nav className={cx('pk-pager', className)} aria-label={label}>
      {showFirstLast && (
        <button
          type="button"
          className="pk-pager__button"
          aria-label="First page"
          disabled={atStart}
          onClick={() => go(1)}
        >
          <span aria-hidden="true">«</span>
        </button>
      )}
      <button
        type="button"
        className="pk-pager__button"
        aria-label="Previous page"
        disabled={atStart}
        onClick={() => go(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <span className="pk-pager__status">
        Page {current} of {last}
      </span>
      <button
        type="button"
        className="pk-pager__button"
        aria-label="Next page"
        disabled={atEnd}
        onClick={() => go(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      {showFirstLast && (
        <button
          type="button"
          className="pk-pager__button"
          aria-label="Last page"
          disabled={atEnd}
          onClick={() => go(last)}
        >
          <span aria-hidden="true">»</span>
        </button>
      )}
    </nav>
  );
}
