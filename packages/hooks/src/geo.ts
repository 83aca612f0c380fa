import type { Country, CountryListInput, State, StateListInput } from '@plaudit/api-client';
import { listHook } from './data/data-hooks';

/** GET /countries (500 a page). Pass null to skip. */
export const useCountries = listHook<Country, CountryListInput>('countries', (api, q) =>
  api.countries.list(q),
);

/** GET /states (country_id; 500 a page). Pass null to skip. */
export const useStates = listHook<State, StateListInput>('states', (api, q) => api.states.list(q));
