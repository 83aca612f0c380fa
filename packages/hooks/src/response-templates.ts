import type { ResponseTemplate, ResponseTemplateListInput } from '@plaudit/api-client';
import { itemHook, listHook } from './data/data-hooks';

/** GET /response_templates (`rating` / `source_id` keep the templates meant for them). */
export const useResponseTemplates = listHook<ResponseTemplate, ResponseTemplateListInput>(
  'responseTemplates',
  (api, q) => api.responseTemplates.list(q),
);

/** GET /response_templates/{id}. */
export const useResponseTemplate = itemHook<ResponseTemplate>('responseTemplate', (api, id) =>
  api.responseTemplates.get(id),
);
