import type {
  UserPreference,
  UserPreferenceCreateBody,
  UserPreferenceListQuery,
  UserPreferenceUpdateBody,
} from '../schemas/user-preferences';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource, type WithOptional } from './resource';

export type UserPreferenceListInput = ListInput<UserPreferenceListQuery>;
/** The create body; `preference_type` defaults to saved_filters. */
export type UserPreferenceCreateInput = WithOptional<UserPreferenceCreateBody, 'preference_type'>;

const preferencesAt = (client: Client) =>
  resource<
    UserPreference,
    UserPreferenceCreateInput,
    UserPreferenceUpdateBody,
    UserPreferenceListInput
  >(client, '/user_preferences', 'user_preferences');

/** GET /user_preferences (preference_type saved_filters by default; the caller's own only). */
export function listUserPreferences(
  client: Client,
  query?: UserPreferenceListInput,
  options?: CallOptions,
): Promise<Page<UserPreference>> {
  return preferencesAt(client).list(query, options);
}

/** POST /user_preferences: save a filter (409 'A saved filter with that name already exists'). */
export function createUserPreference(
  client: Client,
  body: UserPreferenceCreateInput,
  options?: CallOptions,
): Promise<UserPreference> {
  return preferencesAt(client).create(body, options);
}

/** PATCH /user_preferences/{id}: rename or update the config (`prune` replaces it). */
export function updateUserPreference(
  client: Client,
  id: Id,
  body: UserPreferenceUpdateBody,
  options?: CallOptions,
): Promise<UserPreference> {
  return preferencesAt(client).update(id, body, options);
}

/** DELETE /user_preferences/{id} */
export function deleteUserPreference(client: Client, id: Id, options?: CallOptions): Promise<void> {
  return preferencesAt(client).remove(id, options);
}

export const userPreferences = {
  list: listUserPreferences,
  create: createUserPreference,
  update: updateUserPreference,
  remove: deleteUserPreference,
};
