import type { Country, CountryListQuery, State, StateListQuery } from '../schemas/geo';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type CountryListInput = ListInput<CountryListQuery>;
export type StateListInput = ListInput<StateListQuery>;

/** Spec 1 section 9: countries and states are read 500 at a time. */
export const GEO_PAGE_SIZE = 500;

/** GET /countries (keywords, search_type; 500 a page unless per_page is given). */
export function listCountries(
  client: Client,
  query?: CountryListInput,
  options?: CallOptions,
): Promise<Page<Country>> {
  return client.list<Country>(
    '/countries',
    'countries',
    { per_page: GEO_PAGE_SIZE, ...query },
    options,
  );
}

/** GET /states (country_id, keywords, search_type; 500 a page unless per_page is given). */
export function listStates(
  client: Client,
  query?: StateListInput,
  options?: CallOptions,
): Promise<Page<State>> {
  return client.list<State>('/states', 'states', { per_page: GEO_PAGE_SIZE, ...query }, options);
}

/** GET /countries/{id} */
export function getCountry(client: Client, id: Id, options?: CallOptions): Promise<Country> {
  return client.request<Country>('GET', `/countries/${encodeURIComponent(String(id))}`, options);
}

/** GET /states/{id} */
export function getState(client: Client, id: Id, options?: CallOptions): Promise<State> {
  return client.request<State>('GET', `/states/${encodeURIComponent(String(id))}`, options);
}

export const countries = { list: listCountries, get: getCountry };
export const states = { list: listStates, get: getState };
