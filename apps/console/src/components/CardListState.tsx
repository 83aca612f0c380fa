import { type ApiError, errorMessage } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import type { ReactNode } from 'react';

/**
 * The states of a settings list of cards (templates, rules, alerts, webhooks): the error with
 * Try again, a skeleton while loading, the empty state, then the cards.
 */
export function CardListState<T>({
  data,
  error,
  onRetry,
  noun,
  empty,
  children,
}: {
  data: readonly T[] | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  /** Plural, for "Loading {noun}" and "The {noun} could not be loaded." */
  noun: string;
  empty: { title: string; description: ReactNode };
  children: (items: readonly T[]) => ReactNode;
}) {
  if (error)
    return (
      <div className="form-error" role="alert">
        <p>{errorMessage(error, `The ${noun} could not be loaded.`)}</p>
        <Button type="button" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!data)
    return (
      <div className="card-grid" role="status" aria-label={`Loading ${noun}`}>
        {[0, 1].map((i) => (
          <div key={i} className="card skeleton skeleton--lines" aria-hidden="true">
            <span style={{ width: '50%' }} />
            <span />
          </div>
        ))}
      </div>
    );
  if (data.length === 0)
    return (
      <div className="empty-state">
        <h2>{empty.title}</h2>
        <p className="empty-state__description">{empty.description}</p>
      </div>
    );
  return <>{children(data)}</>;
}

/** On/Off as a badge, and the button that switches it. */
export function OnOffBadge({ on }: { on: boolean }) {
  return (
    <p>
      <span className={`review-badge review-badge--${on ? 'published' : 'none'}`}>
        {on ? 'On' : 'Off'}
      </span>
    </p>
  );
}

export function SwitchButton({
  on,
  name,
  onClick,
}: {
  on: boolean;
  /** What is switched, for the accessible name "Switch off {name}". */
  name: string;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={`${on ? 'Switch off' : 'Switch on'} ${name}`}
      onClick={onClick}
    >
      {on ? 'Switch off' : 'Switch on'}
    </Button>
  );
}
