import type { Alert, AlertListInput } from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /alerts (yours; everyone's in the account when you manage users). */
export const useAlerts = listHook<Alert, AlertListInput>('alerts', (api, q) => api.alerts.list(q));
