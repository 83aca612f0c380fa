import type { Db } from '../src/db/open-database';
import { CATEGORIES, COUNTRIES, SOURCES, STATES, sourceIconUrl } from './reference-data';

export type ReferenceIds = {
  countryByCode: Map<string, number>;
  /** key `${countryCode}-${stateCode}` */
  stateByCode: Map<string, number>;
  sourceByCode: Map<string, number>;
  categoryByGcid: Map<string, number>;
};

/**
 * Inserts countries, states, sources and categories when missing (safe to run
 * on every start). Existing rows keep their ids; source names, ordinals and
 * flags are refreshed from the catalogue.
 */
export async function seedReferenceData(db: Db): Promise<ReferenceIds> {
  await db
    .insertInto('countries')
    .values(COUNTRIES.map((c) => ({ code: c.code, name: c.name })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  const countryByCode = new Map(countries.map((c) => [c.code, c.id]));

  await db
    .insertInto('states')
    .values(
      STATES.map(([country, code, name]) => ({
        country_id: countryByCode.get(country)!,
        code,
        name,
      })),
    )
    .onConflict((oc) => oc.columns(['country_id', 'code']).doNothing())
    .execute();

  await db
    .insertInto('sources')
    .values(SOURCES.map((s) => ({ ...s, icon_url: sourceIconUrl(s.code) })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        ordinal: eb.ref('excluded.ordinal'),
        is_directory: eb.ref('excluded.is_directory'),
        directory_code: eb.ref('excluded.directory_code'),
        publishable: eb.ref('excluded.publishable'),
      })),
    )
    .execute();

  await db
    .insertInto('categories')
    .values(
      CATEGORIES.map(([name, gcid, vertical]) => ({ name, google_category_id: gcid, vertical })),
    )
    .onConflict((oc) => oc.column('google_category_id').doNothing())
    .execute();

  return loadReferenceIds(db);
}

export async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const [countries, states, sources, categories] = await Promise.all([
    db.selectFrom('countries').select(['id', 'code']).execute(),
    db
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.id', 'states.code', 'countries.code as country_code'])
      .execute(),
    db.selectFrom('sources').select(['id', 'code']).execute(),
    db.selectFrom('categories').select(['id', 'google_category_id']).execute(),
  ]);
  return {
    countryByCode: new Map(countries.map((c) => [c.code, c.id])),
    stateByCode: new Map(states.map((s) => [`${s.country_code}-${s.code}`, s.id])),
    sourceByCode: new Map(sources.map((s) => [s.code, s.id])),
    categoryByGcid: new Map(
      categories.flatMap((c) =>
        c.google_category_id ? [[c.google_category_id, c.id] as const] : [],
      ),
    ),
  };
}
