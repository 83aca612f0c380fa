import type { Group, GroupCreateBody, GroupListQuery, GroupUpdateBody } from '../schemas/groups';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type GroupListInput = ListInput<GroupListQuery>;
/** The create body; `location_ids` defaults to none. */
export type GroupCreateInput = WithOptional<GroupCreateBody, 'location_ids'>;

const groupsAt = (client: Client) =>
  resource<Group, GroupCreateInput, GroupUpdateBody, GroupListInput>(client, '/groups', 'groups');

/** GET /groups (keywords, search_type, location_id, paging, sort by name or relevance). */
export function listGroups(
  client: Client,
  query?: GroupListInput,
  options?: CallOptions,
): Promise<Page<Group>> {
  return groupsAt(client).list(query, options);
}

/** GET /groups/{id} */
export function getGroup(client: Client, id: Id, options?: CallOptions): Promise<Group> {
  return groupsAt(client).get(id, options);
}

/** POST /groups */
export function createGroup(
  client: Client,
  body: GroupCreateInput,
  options?: CallOptions,
): Promise<Group> {
  return groupsAt(client).create(body, options);
}

/** PATCH /groups/{id} */
export function updateGroup(
  client: Client,
  id: Id,
  body: GroupUpdateBody,
  options?: CallOptions,
): Promise<Group> {
  return groupsAt(client).update(id, body, options);
}

/** DELETE /groups/{id} */
export function deleteGroup(client: Client, id: Id, options?: CallOptions): Promise<void> {
  return groupsAt(client).remove(id, options);
}

export const groups = {
  list: listGroups,
  get: getGroup,
  create: createGroup,
  update: updateGroup,
  remove: deleteGroup,
};
