import type { AutoResponseRule, AutoResponseRuleListInput } from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /auto_response_rules. */
export const useAutoResponseRules = listHook<AutoResponseRule, AutoResponseRuleListInput>(
  'autoResponseRules',
  (api, q) => api.autoResponseRules.list(q),
);
