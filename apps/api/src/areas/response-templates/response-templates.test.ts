import type { ResponseTemplate, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

let api: TestApi;
let admin: Session;
let readOnly: Session;
let evergreen: Session;

beforeAll(async () => {
  api = await startTestApi();
  [admin, readOnly, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
});
afterAll(() => api.close());

const list = async (query: string, auth = admin) =>
  (
    await json<{ _embedded: { response_templates: ResponseTemplate[] } }>(
      await api.request(`/api/response_templates?${query}`, { auth }),
      200,
    )
  )._embedded.response_templates;

describe('/api/response_templates', () => {
  it('lists the seeded templates and keeps those meant for a rating', async () => {
    const all = await list('per_page=100');
    expect(all.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Thanks for the stars', 'Room to improve', 'Sorry we missed']),
    );
    const forOnes = await list('rating=1');
    expect(forOnes.map((t) => t.name)).toContain('Sorry we missed');
    expect(forOnes.map((t) => t.name)).not.toContain('Thanks for the stars');
    expect(await list('per_page=100', evergreen)).toEqual([]);
  });

  it('creates, renames and deletes; names are unique per account, any case', async () => {
    const created = await json<ResponseTemplate>(
      await api.request('/api/response_templates', {
        method: 'POST',
        auth: admin,
        json: {
          name: 'Allergy follow-up',
          content: 'Hi {reviewer_first_name}…',
          ratings: [2, 1, 2],
        },
      }),
      201,
    );
    expect(created).toMatchObject({ ratings: [1, 2], source_ids: [] });
    const dup = await api.request('/api/response_templates', {
      method: 'POST',
      auth: admin,
      json: { name: 'ALLERGY FOLLOW-UP', content: 'x' },
    });
    expect(dup.status).toBe(409);
    const renamed = await json<ResponseTemplate>(
      await api.request(`/api/response_templates/${created.id}`, {
        method: 'PATCH',
        auth: admin,
        json: { name: 'Allergy reply' },
      }),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Allergy reply', content: 'Hi {reviewer_first_name}…' });
    expect(
      (
        await api.request(`/api/response_templates/${created.id}`, {
          method: 'DELETE',
          auth: evergreen,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/response_templates/${created.id}`, {
          method: 'DELETE',
          auth: admin,
        })
      ).status,
    ).toBe(204);
    expect(
      (await api.request(`/api/response_templates/${created.id}`, { auth: admin })).status,
    ).toBe(404);
  });

  it('refuses unknown placeholders, bad ratings and read-only users', async () => {
    const post = (json: unknown, auth = admin) =>
      api.request('/api/response_templates', { method: 'POST', auth, json });
    const typo = await post({ name: 'Typo', content: 'Hi {firstname}!' });
    expect(typo.status).toBe(400);
    expect(((await typo.json()) as { error: string }).error).toContain('{firstname}');
    expect((await post({ name: 'R', content: 'x', ratings: [0] })).status).toBe(400);
    expect((await post({ name: '', content: 'x' })).status).toBe(400);
    expect((await post({ name: 'RO', content: 'x' }, readOnly)).status).toBe(403);
  });
});
