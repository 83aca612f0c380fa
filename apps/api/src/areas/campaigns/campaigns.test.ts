import {
  type Campaign,
  type CampaignTemplate,
  DEFAULT_REQUEST_CONTENT,
  FEEDBACK_QUESTIONS,
  type Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLocationId, loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** Templates and campaign drafts: the first part of the ask tool. */
let api: TestApi;
let admin: Session;
let readonly: Session;
let user: Session;
let other: Session;
let locationId: number;
beforeAll(async () => {
  api = await startTestApi();
  [admin, readonly, user] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
    api.login('user@demo.test'),
  ]);
  other = await loginAs(api, 'Evergreen Family Health', 'administrator');
  locationId = await firstLocationId(api, admin.account_id);
});
afterAll(() => api.close());

const call = async <T>(path: string, auth: Session, method = 'GET', json?: unknown) => {
  const res = await api.request(`/api${path}`, { method, auth, ...(json ? { json } : {}) });
  const body = res.status === 204 ? null : await res.json();
  return { status: res.status, body: body as T & { error?: string; code?: string } };
};

describe('templates', () => {
  it('are written, listed and read by the account, and only there', async () => {
    const created = await call<CampaignTemplate>('/templates', admin, 'POST', {
      name: 'After a visit',
      subject: 'How was {location_name}?',
      content: `Hi {first_name}, ${FEEDBACK_QUESTIONS.stars}`,
      layout: 'branded',
      header_text: 'Thank you',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      request_type: 'email',
      layout: 'branded',
      use_header_image: false,
      header_image: null,
    });
    const list = await call<{ _embedded: { templates: CampaignTemplate[] } }>(
      '/templates?keywords=visit',
      admin,
    );
    expect(list.body._embedded.templates.map((t) => t.id)).toContain(created.body.id);
    expect((await call(`/templates/${created.body.id}`, other)).status).toBe(404);
    expect((await call(`/templates/${created.body.id}`, readonly)).status).toBe(200);
    expect((await call('/templates', readonly, 'POST', { name: 'x', content: 'y' })).status).toBe(
      403,
    );
    const bad = await call('/templates', admin, 'POST', {
      name: 'Bad image',
      content: 'Hi',
      header_image: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    const renamed = await call<CampaignTemplate>(`/templates/${created.body.id}`, admin, 'PATCH', {
      name: 'After every visit',
    });
    expect(renamed.body.name).toBe('After every visit');
    const withImage = await call<CampaignTemplate>(
      `/templates/${created.body.id}`,
      admin,
      'PATCH',
      {
        header_image: 'https://cdn.example.com/banner.png',
        use_header_image: true,
      },
    );
    expect(withImage.body).toMatchObject({ use_header_image: true, header_text: 'Thank you' });
    // Removing the image turns its use off.
    const removed = await call<CampaignTemplate>(`/templates/${created.body.id}`, admin, 'PATCH', {
      header_image: null,
    });
    expect(removed.body).toMatchObject({ header_image: null, use_header_image: false });
  });
});

describe('campaign drafts', () => {
  it('start with the spec’s defaults and the default request, for a location of the account', async () => {
    const draft = await call<Campaign>('/campaigns', user, 'POST', {
      name: 'November guests',
      location_id: locationId,
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'draft',
      feedback_type: 'nps',
      auto_select_sources: true,
      request_type: 'email',
      content: DEFAULT_REQUEST_CONTENT,
      template_id: null,
    });
    const otherLocation = await api.db
      .selectFrom('locations')
      .select('id')
      .where('account_id', '=', other.account_id)
      .executeTakeFirstOrThrow();
    expect(
      (await call('/campaigns', admin, 'POST', { name: 'x', location_id: otherLocation.id }))
        .status,
    ).toBe(404);
    expect(
      (await call('/campaigns', readonly, 'POST', { name: 'x', location_id: locationId })).status,
    ).toBe(403);
    expect(
      (await call('/campaigns', admin, 'POST', { name: '', location_id: locationId })).status,
    ).toBe(400);
  });

  it('copy a template’s message; a new feedback type swaps the question', async () => {
    const template = await call<CampaignTemplate>('/templates', admin, 'POST', {
      name: 'Short',
      subject: 'A minute of your time',
      content: `Hi {first_name}. ${FEEDBACK_QUESTIONS.nps} Thanks!`,
    });
    const draft = await call<Campaign>('/campaigns', admin, 'POST', {
      name: 'From a template',
      location_id: locationId,
      template_id: template.body.id,
      feedback_type: 'stars',
    });
    expect(draft.body).toMatchObject({
      template_id: template.body.id,
      subject: 'A minute of your time',
      content: `Hi {first_name}. ${FEEDBACK_QUESTIONS.stars} Thanks!`,
    });
    const thumbs = await call<Campaign>(`/campaigns/${draft.body.id}`, admin, 'PATCH', {
      feedback_type: 'thumbs',
    });
    expect(thumbs.body.content).toBe(`Hi {first_name}. ${FEEDBACK_QUESTIONS.thumbs} Thanks!`);
    // The template is not changed by the campaign, nor the campaign by the template.
    await call(`/templates/${template.body.id}`, admin, 'DELETE');
    const kept = await call<Campaign>(`/campaigns/${draft.body.id}`, admin);
    expect(kept.body).toMatchObject({ template_id: null, subject: 'A minute of your time' });
  });

  it('cannot change once it is no longer a draft; a campaign that is gone says so', async () => {
    const draft = await call<Campaign>('/campaigns', admin, 'POST', {
      name: 'Sent already',
      location_id: locationId,
    });
    await api.db
      .updateTable('campaigns')
      .set({ status: 'sent', sent_at: new Date() })
      .where('id', '=', draft.body.id)
      .execute();
    const edit = await call(`/campaigns/${draft.body.id}`, admin, 'PATCH', { name: 'Changed' });
    expect(edit).toMatchObject({ status: 409, body: { code: 'CAMPAIGN_NOT_DRAFT' } });
    expect((await call(`/campaigns/${draft.body.id}`, admin, 'DELETE')).body).toMatchObject({
      code: 'CAMPAIGN_NOT_DRAFT',
    });
    expect((await call(`/campaigns/${draft.body.id}`, readonly)).status).toBe(200);
    const gone = await call(`/campaigns/${draft.body.id}`, other);
    expect(gone).toMatchObject({
      status: 404,
      body: { code: 'CAMPAIGN_NOT_FOUND', error: 'This campaign no longer exists.' },
    });
    const list = await call<{ _embedded: { campaigns: Campaign[] } }>(
      '/campaigns?status=sent',
      readonly,
    );
    const listed = list.body._embedded.campaigns;
    expect(listed.map((c) => c.id)).toContain(draft.body.id);
    expect(listed.every((c) => c.status === 'sent')).toBe(true);

    const removable = await call<Campaign>('/campaigns', admin, 'POST', {
      name: 'Not needed',
      location_id: locationId,
    });
    // A User may write drafts but not delete them (spec 1 section 6's grid).
    expect((await call(`/campaigns/${removable.body.id}`, user, 'DELETE')).status).toBe(403);
    expect((await call(`/campaigns/${removable.body.id}`, admin, 'DELETE')).status).toBe(204);
    expect((await call(`/campaigns/${removable.body.id}`, admin)).status).toBe(404);
  });
});
