import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type Loc, startDemoLocations } from '../../../test/demo-locations';
import type { TestApi } from '../../../test/test-api';
import sample from '../../providers/npi/sample-registry.json' with { type: 'json' };

/** Listing eligibility, the price of added locations and NPI lookups (spec 2 sections 4 and 7). */

let api: TestApi;
let admin: Session;
let manager: Session;
let user: Session;
let trial: Session;
let evergreen: Session;
let bf: Loc[];
let evergreenLoc: number;
let trialLoc: number;

beforeAll(async () => {
  ({ api, admin, manager, user, trial, evergreen, bf, evergreenLoc, trialLoc } =
    await startDemoLocations());
});
afterAll(() => api.close());

describe('listing eligibility, billing preview, NPI', () => {
  it('says why a location is not eligible', async () => {
    const covered = bf.find((l) => l.google_place_id)!;
    const missing = bf.find((l) => !l.google_place_id)!;
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${covered.id}`, { auth: admin }),
      ),
    ).toMatchObject({ status: 'eligible', status_reason: null });
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${missing.id}`, { auth: admin }),
      ),
    ).toMatchObject({
      status: 'ineligible',
      status_reason: 'Location not found in Google integration',
    });
    await api.db.deleteFrom('integrations').where('account_id', '=', trial.account_id).execute();
    expect(
      await json(
        api.request(`/api/local_listings/eligible_locations/${trialLoc}`, { auth: trial }),
      ),
    ).toMatchObject({ status_reason: 'No active Google integration' });
    const other = await api.request(`/api/local_listings/eligible_locations/${trialLoc}`, {
      auth: admin,
    });
    expect(other.status).toBe(404);
  });

  it('previews the price of added locations for admins and the trial limit', async () => {
    const path = (s: Session, n = 2) =>
      `/api/billing/${s.account_id}/location_preview?num_added_locations=${n}`;
    // Blue Fern shows its partner's white label: Plaudit's own price is not shown.
    expect(await json(api.request(path(admin), { auth: admin }))).toMatchObject({
      new_location_monthly_unit_cents: null,
      trial_location_limit_reached: false,
    });
    // Without a white label, an admin sees the price.
    const partner = await api.db
      .selectFrom('accounts')
      .select(['id', 'whitelabel_id'])
      .where('is_parent', '=', true)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('accounts')
      .set({ whitelabel_id: null })
      .where('id', '=', partner.id)
      .execute();
    try {
      expect(await json(api.request(path(admin), { auth: admin }))).toMatchObject({
        new_location_monthly_unit_cents: 3900,
        new_locations_monthly_total_cents: 7800,
        trial_location_limit_reached: false,
        trial_location_limit: null,
      });
    } finally {
      await api.db
        .updateTable('accounts')
        .set({ whitelabel_id: partner.whitelabel_id })
        .where('id', '=', partner.id)
        .execute();
    }
    expect(await json(api.request(path(manager), { auth: manager }))).toMatchObject({
      new_location_monthly_unit_cents: null,
    });
    expect(await json(api.request(path(trial, 1), { auth: trial }))).toMatchObject({
      trial_location_limit_reached: true,
      trial_location_limit: 1,
    });
    expect((await api.request(path(user), { auth: user })).status).toBe(403);
    expect((await api.request(path(trial), { auth: admin })).status).toBe(404);
    expect((await api.request(path(admin, 0), { auth: admin })).status).toBe(400);
  });

  it('looks NPI numbers up in the sample registry', async () => {
    const seeded = await api.db
      .selectFrom('locations')
      .select(['npi_numbers', 'public_name', 'city'])
      .where('id', '=', evergreenLoc)
      .executeTakeFirstOrThrow();
    const number = seeded.npi_numbers[0]!;
    expect(sample.results.some((r) => r.number === number)).toBe(true);
    const found = await json(api.request(`/api/npi/${number}`, { auth: evergreen }));
    expect(found.results).toEqual([expect.objectContaining({ number, name: seeded.public_name })]);
    const bad = await api.request('/api/npi/12345', { auth: evergreen });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'NPI not found' });
    expect(await json(api.request('/api/npi/1000000004', { auth: evergreen }))).toEqual({
      results: [],
    });
    const words = seeded.public_name.split(/\s+/);
    const search = await json(
      api.request(
        `/api/npi?first_name=${words[0]}&last_name=${words[words.length - 1]}&city=${seeded.city}`,
        { auth: evergreen },
      ),
    );
    expect(search.results.map((r: { number: string }) => r.number)).toEqual([number]);
    const person = sample.results.find((r) => r.enumeration_type === 'NPI-1')!;
    const byPerson = await json(
      api.request(`/api/npi?first_name=${person.first_name}&last_name=${person.last_name}`, {
        auth: evergreen,
      }),
    );
    expect(byPerson.results[0].number).toBe(person.number);
    expect((await api.request('/api/npi?first_name=A', { auth: evergreen })).status).toBe(400);
    expect((await api.request(`/api/npi/${number}`, { auth: admin })).status).toBe(403);
  });
});
