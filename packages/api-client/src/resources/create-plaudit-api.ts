import type { Client } from '../transport/create-client';
import { accountSettings } from './account-settings';
import { accounts } from './accounts';
import { auth } from './auth';
import { countries, states } from './geo';
import { groups } from './groups';
import { locations } from './locations';
import { bindClient } from './resource';
import { reviews } from './reviews';
import { sources } from './sources';
import { userPreferences } from './user-preferences';
import { users } from './users';
import { whitelabel } from './whitelabel';

/** Every resource with `client` applied: `api.locations.list({ group_id: 3 })`. */
export function createPlauditApi(client: Client) {
  return {
    client,
    auth: bindClient(client, auth),
    accounts: bindClient(client, accounts),
    users: bindClient(client, users),
    accountSettings: bindClient(client, accountSettings),
    whitelabel: bindClient(client, whitelabel),
    locations: bindClient(client, locations),
    groups: bindClient(client, groups),
    sources: bindClient(client, sources),
    countries: bindClient(client, countries),
    states: bindClient(client, states),
    reviews: bindClient(client, reviews),
    userPreferences: bindClient(client, userPreferences),
  };
}

export type PlauditApi = ReturnType<typeof createPlauditApi>;
