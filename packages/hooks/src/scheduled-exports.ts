import type { PlauditApi } from '@plaudit/api-client';
import { clean, type DataOptions, usePlauditSWR } from './data/data-hooks';

type ScheduledExportsQuery = NonNullable<Parameters<PlauditApi['scheduledExports']['list']>[0]>;
type ScheduledExport = Awaited<ReturnType<PlauditApi['scheduledExports']['get']>>;

/** GET /scheduled_exports: a page of the account's scheduled exports. */
export function useScheduledExports(query: ScheduledExportsQuery) {
  const q = clean(query);
  return usePlauditSWR('scheduledExports', [q], (api) => api.scheduledExports.list(q));
}

/** GET /scheduled_exports/{id}; null skips the call. */
export function useScheduledExport(id: string | null, options?: DataOptions<ScheduledExport>) {
  return usePlauditSWR(
    'scheduledExport',
    id ? [id] : null,
    (api) => api.scheduledExports.get(id as string),
    options,
  );
}
