import type { AccountSetting, accountSettingsQuery, Whitelabel } from '../schemas/accounts';
import type { Infer } from '../schemas/validate';
import { ApiError } from '../transport/api-error';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { ListInput } from './resource';

/** Account settings by code; the strings 'true' and 'false' become booleans. */
export type AccountSettingsMap = Record<string, boolean | string>;

export type AccountSettingsListInput = ListInput<Infer<typeof accountSettingsQuery>>;

/** Spec 1 section 9: account settings are read 250 at a time. */
export const ACCOUNT_SETTINGS_PAGE_SIZE = 250;

/** GET /account_settings: one page of raw settings. */
export function listAccountSettings(
  client: Client,
  query?: AccountSettingsListInput,
  options?: CallOptions,
): Promise<Page<AccountSetting>> {
  const q = { per_page: ACCOUNT_SETTINGS_PAGE_SIZE, ...query };
  return client.list<AccountSetting>('/account_settings', 'account_settings', q, options);
}

const settingValue = (value: AccountSetting['value']) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** GET /account_settings (every page, 250 a page) as a map code → value. */
export async function getAccountSettings(
  client: Client,
  options?: CallOptions,
): Promise<AccountSettingsMap> {
  const map: AccountSettingsMap = {};
  for (let page = 1; ; page++) {
    const result = await listAccountSettings(client, { page }, options);
    for (const s of result.items) map[s.code] = settingValue(s.value);
    if (page >= result.paging.totalPages || result.items.length === 0) return map;
  }
}

export const accountSettings = { get: getAccountSettings, list: listAccountSettings };

/**
 * GET /mywhitelabel: the caller's white-label settings, or null when the
 * account has none (the server answers 204 or 404).
 */
export async function getWhitelabel(
  client: Client,
  options?: CallOptions,
): Promise<Whitelabel | null> {
  try {
    return (await client.request<Whitelabel | undefined>('GET', '/mywhitelabel', options)) ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * GET /whitelabels?custom_domain= (sent without credentials): the white label of a partner's
 * own domain, or null, for screens shown before sign-in.
 */
export async function getWhitelabelForDomain(
  client: Client,
  customDomain: string,
  options?: CallOptions,
): Promise<Whitelabel | null> {
  const page = await client.request<{ _embedded?: { whitelabels?: Whitelabel[] } }>(
    'GET',
    '/whitelabels',
    { ...options, anonymous: true, query: { custom_domain: customDomain } },
  );
  return page._embedded?.whitelabels?.[0] ?? null;
}

export const whitelabel = { get: getWhitelabel, forDomain: getWhitelabelForDomain };
