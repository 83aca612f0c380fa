import type {
  AutoResponseRule,
  AutoResponseRuleCreateBody,
  AutoResponseRuleListQuery,
  AutoResponseRuleUpdateBody,
} from '../schemas/auto-response-rules';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type AutoResponseRuleListInput = ListInput<AutoResponseRuleListQuery>;
export type AutoResponseRuleCreateInput = WithOptional<
  AutoResponseRuleCreateBody,
  'source_ids' | 'without_text_only' | 'delay_hours' | 'enabled'
>;

const rulesAt = (client: Client) =>
  resource<
    AutoResponseRule,
    AutoResponseRuleCreateInput,
    AutoResponseRuleUpdateBody,
    AutoResponseRuleListInput
  >(client, '/auto_response_rules', 'auto_response_rules');

/** GET /auto_response_rules */
export function listAutoResponseRules(
  client: Client,
  query?: AutoResponseRuleListInput,
  options?: CallOptions,
): Promise<Page<AutoResponseRule>> {
  return rulesAt(client).list(query, options);
}
/** POST /auto_response_rules */
export function createAutoResponseRule(
  client: Client,
  body: AutoResponseRuleCreateInput,
  options?: CallOptions,
) {
  return rulesAt(client).create(body, options);
}
/** PATCH /auto_response_rules/{id} (switching `enabled` off cancels its waiting responses). */
export function updateAutoResponseRule(
  client: Client,
  id: Id,
  body: AutoResponseRuleUpdateBody,
  options?: CallOptions,
) {
  return rulesAt(client).update(id, body, options);
}
/** DELETE /auto_response_rules/{id} */
export function deleteAutoResponseRule(client: Client, id: Id, options?: CallOptions) {
  return rulesAt(client).remove(id, options);
}

export const autoResponseRules = {
  list: listAutoResponseRules,
  create: createAutoResponseRule,
  update: updateAutoResponseRule,
  remove: deleteAutoResponseRule,
};
