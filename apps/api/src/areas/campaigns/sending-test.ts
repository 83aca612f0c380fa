import type { Campaign, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  basicAuth,
  firstLocationId,
  loginAs,
  startTestApi,
  type TestApi,
} from '../../../test/test-api';

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin and Read Only user and
 * Evergreen's admin (`other`), with calls to make, fill and send campaigns and to read what was
 * sent. Its fields are filled once the file's `beforeAll` ran.
 */
export function sendingTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    readonly: Session;
    other: Session;
    locationId: number;
  };
  /** A draft campaign of Blue Fern's first location. */
  const draft = async (name: string, extra: Record<string, unknown> = {}): Promise<Campaign> => {
    const res = await t.api.request('/api/campaigns', {
      method: 'POST',
      auth: t.admin,
      json: { name, location_id: t.locationId, ...extra },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Campaign;
  };

  /** Uploads a recipients CSV to the campaign. */
  const addRecipients = async (campaign: Campaign, csv: string) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'guests.csv');
    const res = await fetch(`${t.api.baseUrl}/api/campaigns/${campaign.id}/recipients`, {
      method: 'POST',
      headers: { authorization: basicAuth(t.admin) },
      body: form,
    });
    expect(res.status).toBe(201);
  };

  const send = (campaign: Campaign, json: unknown = {}, auth = t.admin) =>
    t.api.request(`/api/campaigns/${campaign.id}/send`, { method: 'POST', auth, json });

  /** The request page link of each e-mail sent to `address`. */
  const linksTo = (address: string) =>
    t.api.mail.sent
      .filter((m) => m.to.includes(address))
      .map((m) => /(http:\/\/localhost:8787\/r\/[^\s]+)/.exec(m.text)?.[1] ?? '');

  const path = (url: string) => url.replace('http://localhost:8787', '');

  /** Posts a form like a browser without JavaScript (redirects not followed). */
  const postForm = (url: string, fields: Record<string, string>, from = '10.9.0.1') =>
    fetch(`${t.api.baseUrl}${url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams(fields),
    });

  beforeAll(async () => {
    t.api = await startTestApi();
    [t.admin, t.readonly] = await Promise.all([
      t.api.login('admin@demo.test'),
      t.api.login('readonly@demo.test'),
    ]);
    t.other = await loginAs(t.api, 'Evergreen Family Health', 'administrator');
    t.locationId = await firstLocationId(t.api, t.admin.account_id);
  });
  afterAll(() => t.api.close());
  return Object.assign(t, { draft, addRecipients, send, linksTo, path, postForm });
}
