import type {
  Campaign,
  CampaignRecipient,
  RecipientUpload,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { basicAuth, loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** Recipients from a CSV: counted, checked row by row, the rejected rows downloadable. */
let api: TestApi;
let admin: Session;
let readonly: Session;
let other: Session;
let campaign: Campaign;
beforeAll(async () => {
  api = await startTestApi();
  [admin, readonly] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
  ]);
  other = await loginAs(api, 'Evergreen Family Health', 'administrator');
  const location = await api.db
    .selectFrom('locations')
    .select('id')
    .where('account_id', '=', admin.account_id)
    .executeTakeFirstOrThrow();
  const res = await api.request('/api/campaigns', {
    method: 'POST',
    auth: admin,
    json: { name: 'Recipients', location_id: location.id },
  });
  campaign = (await res.json()) as Campaign;
  await api.db
    .insertInto('do_not_contact')
    .values({ account_id: admin.account_id, address: 'gone@example.com' })
    .execute();
});
afterAll(() => api.close());

/** A CSV's rows as objects keyed by its header. */
const records = (text: string) => {
  const [head, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ''])));
};

const upload = (csv: string, auth: Session, id = campaign.id) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'guests.csv');
  return fetch(`${api.baseUrl}/api/campaigns/${id}/recipients`, {
    method: 'POST',
    headers: { authorization: basicAuth(auth) },
    body: form,
  });
};

describe('POST /campaigns/{id}/recipients', () => {
  it('adds the good rows, reports every other one with its line and reason', async () => {
    const csv = [
      'Email,Phone,First Name,Last Name,Visit type',
      'ana@example.com,+1 (512) 555-0101,Ana,Lopez,Dinner',
      'ANA@example.com,,Ana,Again,Lunch',
      'not-an-address,,Bo,Ng,',
      ',,No,Email,',
      'gone@example.com,,Gone,Away,',
      'cy@example.com,,Cy,Park,Brunch',
    ].join('\n');
    const res = await upload(csv, admin);
    expect(res.status).toBe(201);
    const state = (await res.json()) as RecipientUpload;
    expect(state).toMatchObject({ status: 'complete', total_successful: 2, total_failed: 4 });

    const list = (await (
      await api.request(`/api/campaigns/${campaign.id}/recipients`, { auth: readonly })
    ).json()) as { _embedded: { recipients: CampaignRecipient[] } };
    expect(list._embedded.recipients.map((r) => [r.email, r.phone, r.custom_attributes])).toEqual([
      ['ana@example.com', '+15125550101', { visit_type: 'Dinner' }],
      ['cy@example.com', null, { visit_type: 'Brunch' }],
    ]);

    const failed = await api.request(
      `/api/export/csv/failed_upload_recipients?upload_id=${state.uploadId}`,
      { auth: admin },
    );
    expect(failed.headers.get('content-type')).toContain('text/csv');
    const rows = records(await failed.text());
    expect(rows.map((r) => [r.line, r.reason])).toEqual([
      ['3', 'The address is already a recipient.'],
      ['4', 'The e-mail address is not valid.'],
      ['5', 'The e-mail address is missing.'],
      ['6', 'The address asked not to be contacted.'],
    ]);
    expect(rows[0]!.first_name).toBe('Ana');

    // The same file again adds nobody.
    const again = (await (await upload(csv, admin)).json()) as RecipientUpload;
    expect(again).toMatchObject({ total_successful: 0, total_failed: 6 });
  });

  it('refuses a file it cannot read, changing nothing, and keeps to the account and the roles', async () => {
    const noEmail = await upload('name,phone\nAna,+15125550101\n', admin);
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { error: string }).error).toBe(
      'The file has no email column. Start from the recipient template.',
    );
    const notForm = await api.request(`/api/campaigns/${campaign.id}/recipients`, {
      method: 'POST',
      auth: admin,
      json: { email: 'x@example.com' },
    });
    expect(notForm.status).toBe(400);
    expect((await upload('email\nz@example.com\n', readonly)).status).toBe(403);
    const elsewhere = await upload('email\nz@example.com\n', other);
    expect(elsewhere.status).toBe(404);
    expect(((await elsewhere.json()) as { code: string }).code).toBe('CAMPAIGN_NOT_FOUND');
    expect(
      (await api.request(`/api/export/csv/failed_upload_recipients?upload_id=1`, { auth: other }))
        .status,
    ).toBe(404);
    const count = await api.db
      .selectFrom('campaign_recipients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);

    await api.db
      .updateTable('campaigns')
      .set({ status: 'sent' })
      .where('id', '=', campaign.id)
      .execute();
    const late = await upload('email\nlate@example.com\n', admin);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('CAMPAIGN_NOT_DRAFT');
  });

  it('offers the template to start from', async () => {
    const res = await api.request('/api/export/csv/recipient_template', { auth: readonly });
    expect(res.status).toBe(200);
    const [example] = records(await res.text());
    expect(example).toMatchObject({ email: 'jamie.rivera@example.com', first_name: 'Jamie' });
  });
});
