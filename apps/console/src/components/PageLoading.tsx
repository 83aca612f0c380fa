/**
 * Shown while a screen's code or data loads: grey blocks in the shape of a page (a title, a few
 * lines, a panel) so the layout does not jump when the content arrives. The label is read out.
 */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="pk-visually-hidden">{label}</span>
      <div className="skeleton skeleton--lines" aria-hidden="true">
        <span className="page-skeleton__title" />
        <span />
        <span />
        <span className="page-skeleton__panel" />
      </div>
    </div>
  );
}
