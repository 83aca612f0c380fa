import {
  type PlaceSearchResult,
  type PlaceSearchResults,
  placeSearchQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allowAny, scopedAccountId } from '../../http/permissions';
import { input } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';
import type { PlaceCandidate } from '../../providers/places';

/** Shown when the place provider cannot answer (designed; the spec has no text for it). */
export const PLACE_SEARCH_UNAVAILABLE =
  'Unable to search places at this time. Please try again later.';

/**
 * GET /places/search?keywords=&account_id= — the location form's quick place
 * search (spec 2 section 2). Needs location create or update (the only
 * screens that use it). Each place's country and state are resolved to
 * Plaudit's ids so the form can be filled without further look-ups.
 */
export function placesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/search',
    describeRoute({ returns: 'PlaceSearchResults' }),
    allowAny('location', 'create', 'update'),
    input('query', placeSearchQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      scopedAccountId(auth, q.account_id);
      let found: PlaceCandidate[];
      try {
        found = await locationProvidersOf(c.var.deps).places.searchPlaces(q.keywords);
      } catch {
        throw new HttpError(503, PLACE_SEARCH_UNAVAILABLE);
      }
      const { db } = c.var.deps;
      const countryCodes = [...new Set(found.map((p) => p.country_code))];
      const countries = countryCodes.length
        ? await db
            .selectFrom('countries')
            .select(['id', 'name', 'code'])
            .where('code', 'in', countryCodes)
            .execute()
        : [];
      const stateCodes = [...new Set(found.map((p) => p.state_code).filter((s) => s !== null))];
      const countryIds = countries.map((x) => x.id);
      const states =
        stateCodes.length && countryIds.length
          ? await db
              .selectFrom('states')
              .select(['id', 'name', 'code', 'country_id'])
              .where('code', 'in', stateCodes)
              .where('country_id', 'in', countryIds)
              .execute()
          : [];
      const places = found.slice(0, 10).map((p): PlaceSearchResult => {
        const country = countries.find((x) => x.code === p.country_code);
        const state = country
          ? states.find((s) => s.country_id === country.id && s.code === p.state_code)
          : undefined;
        return {
          ...p,
          country: country ? { id: country.id, name: country.name } : null,
          state: state ? { id: state.id, name: state.name, code: state.code } : null,
        };
      });
      return c.json({ places } satisfies PlaceSearchResults);
    },
  );

  return app;
}
