import type { ReactNode } from 'react';

/** A wide table scrolls in its box on phones; the box takes the keyboard focus to scroll. */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const cls = className ? `table-scroll ${className}` : 'table-scroll';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={cls} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
