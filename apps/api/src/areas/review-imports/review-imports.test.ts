import type { ReviewImport, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { basicAuth, loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let readonly: Session;
let evergreen: Session;
let locationName: string;

beforeAll(async () => {
  api = await startTestApi();
  [admin, readonly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  locationName = (
    await api.db
      .selectFrom('locations')
      .select('name')
      .where('account_id', '=', admin.account_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).name;
});
afterAll(() => api.close());

const upload = (csv: string, auth = admin, name = 'reviews.csv') => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return fetch(`${api.baseUrl}/api/review_imports`, {
    method: 'POST',
    headers: { authorization: basicAuth(auth) },
    body: form,
  });
};
const getImport = async (id: number, auth = admin) =>
  json<ReviewImport>(await api.request(`/api/review_imports/${id}`, { auth }), 200);

describe('/api/review_imports', () => {
  it('imports good rows, reports the bad ones with reasons, and never doubles a review', async () => {
    const csv = [
      'Location,Source,External ID,Rating,Author Name,Published At,Title,Content,URL',
      `"${locationName}",google,sheet-1,5,Jamie Rivera,2026-11-02,Lovely,"Great pancakes, friendly staff",`,
      `"${locationName}",yelp,,2,Sam Lee,2026-11-03,,"Cold coffee",https://example.com/r/2`,
      `"${locationName}",google,sheet-3,7,Pat Kim,2026-11-04,,Too many stars,`,
      `Nowhere Diner,google,sheet-4,4,Alex Doe,2026-11-04,,Fine,`,
      `"${locationName}",myspace,sheet-5,4,Alex Doe,2026-11-04,,Fine,`,
      `"${locationName}",google,sheet-6,4,,2026-11-04,,No author,`,
    ].join('\n');
    const queued = await json<ReviewImport>(await upload(csv), 202);
    expect(queued).toMatchObject({ status: 'queued', total_rows: 6, file_name: 'reviews.csv' });
    await api.runJobs();
    const done = await getImport(queued.id);
    expect(done).toMatchObject({
      status: 'complete',
      processed_rows: 6,
      imported: 2,
      updated: 0,
      failed: 4,
    });
    const failed = await api.request(`/api/review_imports/${queued.id}/failed_rows`, {
      auth: admin,
    });
    expect(failed.headers.get('content-type')).toContain('text/csv');
    const text = await failed.text();
    expect(text).toContain('Row 4: rating must be at most 5');
    expect(text).toContain('Row 5: Unknown location “Nowhere Diner”');
    expect(text).toContain('Row 6: Unknown source “myspace”');
    expect(text).toContain('Row 7: author_name is required');
    const imported = await api.db
      .selectFrom('reviews')
      .select(['id', 'content', 'rating'])
      .where('account_id', '=', admin.account_id)
      .where('content', 'in', ['Great pancakes, friendly staff', 'Cold coffee'])
      .execute();
    expect(imported).toHaveLength(2);
    const keywords = await api.db
      .selectFrom('review_keywords')
      .select('review_id')
      .where(
        'review_id',
        'in',
        imported.map((r) => r.id),
      )
      .execute();
    expect(keywords.length).toBeGreaterThan(0);

    // The same file again: the rows are known (with or without an external id).
    const again = await json<ReviewImport>(await upload(csv), 202);
    await api.runJobs();
    expect(await getImport(again.id)).toMatchObject({ imported: 0, updated: 2, failed: 4 });
    expect(
      await api.db
        .selectFrom('reviews')
        .select('id')
        .where('account_id', '=', admin.account_id)
        .where('content', 'in', ['Great pancakes, friendly staff', 'Cold coffee'])
        .execute(),
    ).toHaveLength(2);
  });

  it('refuses files it cannot read, and keeps to the account and role', async () => {
    expect((await upload('hello,world\n1,2')).status).toBe(400);
    const missing = await upload('rating,published_at\n5,2026-01-01');
    expect(((await missing.json()) as { error: string }).error).toBe(
      'The file has no location, source column. Start from the template.',
    );
    expect((await upload('location,source,rating,published_at\n')).status).toBe(400);
    const form = new FormData();
    form.append('other', 'x');
    expect(
      (
        await fetch(`${api.baseUrl}/api/review_imports`, {
          method: 'POST',
          headers: { authorization: basicAuth(admin) },
          body: form,
        })
      ).status,
    ).toBe(400);
    const ok = `location,source,rating,author_name,published_at\n"${locationName}",google,5,A,2026-01-01`;
    expect((await upload(ok, readonly)).status).toBe(403);
    const mine = await json<ReviewImport>(await upload(ok), 202);
    expect((await api.request(`/api/review_imports/${mine.id}`, { auth: evergreen })).status).toBe(
      404,
    );
    expect(
      (await api.request(`/api/review_imports/${mine.id}/failed_rows`, { auth: evergreen })).status,
    ).toBe(404);
    // Another account's location name is not this account's.
    const theirs = await json<ReviewImport>(await upload(ok, evergreen), 202);
    await api.runJobs();
    expect(await getImport(theirs.id, evergreen)).toMatchObject({ imported: 0, failed: 1 });
    const template = await api.request('/api/review_imports/template', { auth: admin });
    expect((await template.text()).split(/\r?\n/)[0]).toBe(
      'location,source,external_id,rating,author_name,published_at,title,content,url',
    );
  });
});
