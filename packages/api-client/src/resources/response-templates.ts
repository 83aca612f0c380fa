import type {
  ResponseTemplate,
  ResponseTemplateCreateBody,
  ResponseTemplateListQuery,
  ResponseTemplateUpdateBody,
} from '../schemas/response-templates';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type ResponseTemplateListInput = ListInput<ResponseTemplateListQuery>;
export type ResponseTemplateCreateInput = WithOptional<
  ResponseTemplateCreateBody,
  'ratings' | 'source_ids'
>;

const templatesAt = (client: Client) =>
  resource<
    ResponseTemplate,
    ResponseTemplateCreateInput,
    ResponseTemplateUpdateBody,
    ResponseTemplateListInput
  >(client, '/response_templates', 'response_templates');

/** GET /response_templates (`rating` / `source_id` keep the templates meant for them). */
export function listResponseTemplates(
  client: Client,
  query?: ResponseTemplateListInput,
  options?: CallOptions,
): Promise<Page<ResponseTemplate>> {
  return templatesAt(client).list(query, options);
}
/** GET /response_templates/{id} */
export function getResponseTemplate(client: Client, id: Id, options?: CallOptions) {
  return templatesAt(client).get(id, options);
}
/** POST /response_templates */
export function createResponseTemplate(
  client: Client,
  body: ResponseTemplateCreateInput,
  options?: CallOptions,
) {
  return templatesAt(client).create(body, options);
}
/** PATCH /response_templates/{id} */
export function updateResponseTemplate(
  client: Client,
  id: Id,
  body: ResponseTemplateUpdateBody,
  options?: CallOptions,
) {
  return templatesAt(client).update(id, body, options);
}
/** DELETE /response_templates/{id} (409 while an auto-responding rule uses it). */
export function deleteResponseTemplate(client: Client, id: Id, options?: CallOptions) {
  return templatesAt(client).remove(id, options);
}

export const responseTemplates = {
  list: listResponseTemplates,
  get: getResponseTemplate,
  create: createResponseTemplate,
  update: updateResponseTemplate,
  remove: deleteResponseTemplate,
};
