import { isStagingEnvironment, PLAUDIT_ENV } from '../lib/env';

/** Shown in staging, qa and sandbox builds (spec 1 section 2). */
export function StagingBadge({ env = PLAUDIT_ENV }: { env?: string }) {
  if (!isStagingEnvironment(env)) return null;
  return (
    <div className="staging-badge" role="note" aria-label={`Environment: ${env}`}>
      {env.toUpperCase()}
    </div>
  );
}
