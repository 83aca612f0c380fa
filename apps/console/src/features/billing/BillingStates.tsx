import { type ApiError, errorMessage } from '@plaudit/api-client';
import { Button } from '@plaudit/ui-kit';
import type { ReactNode } from 'react';

/** A billing section while loading (a skeleton), failed (the error with Try again), or ready. */
export function Loaded<T>({
  data,
  error,
  onRetry,
  what,
  children,
}: {
  data: T | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  /** e.g. "invoices", for "Loading invoices" and "The invoices could not be loaded." */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (error)
    return (
      <div className="form-error" role="alert">
        <p>{errorMessage(error, `The ${what} could not be loaded.`)}</p>
        <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (data === undefined)
    return (
      <div className="card skeleton skeleton--lines" role="status" aria-label={`Loading ${what}`}>
        <span style={{ width: '45%' }} />
        <span />
        <span style={{ width: '70%' }} />
      </div>
    );
  return <>{children(data)}</>;
}
