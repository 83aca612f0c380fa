import { buttonClass } from '@plaudit/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../lib/paths';

export type EmptyStateProps = {
  title: string;
  /** One line: what will appear here. */
  description: ReactNode;
  /** A real link back (a path of this app; the /as/ base is added). */
  back: { href: string; label: string };
  children?: ReactNode;
  /** A signed-out screen: the page brings its own main landmark. */
  standalone?: boolean;
};

/** The empty state of an area: a heading, what will appear, and a way back. */
export function EmptyState({ title, description, back, children, standalone }: EmptyStateProps) {
  const base = useBasePath();
  const content = (
    <section className="page empty-state" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="empty-state__description">{description}</p>
      {children}
      <p>
        <Link className={buttonClass('secondary')} to={withBase(base, back.href)}>
          {back.label}
        </Link>
      </p>
    </section>
  );
  if (!standalone) return content;
  return (
    <main id="main" className="auth-frame">
      <div className="auth-card">{content}</div>
    </main>
  );
}
