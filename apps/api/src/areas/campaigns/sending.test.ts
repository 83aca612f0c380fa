import { gzipSync } from 'node:zlib';
import type {
  Campaign,
  CampaignOverviewReport,
  CampaignReportRow,
  CampaignSummary,
  RequestUnsubscribe,
  ReviewUrl,
  Session,
} from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicAuth,
  firstLocationId,
  loginAs,
  startTestApi,
  type TestApi,
} from '../../../test/test-api';
import { memorySms } from '../../providers/sms';
import { sendCampaign } from './send-campaign';

/**
 * Sending a campaign, the request pages its messages link to, what the answers add up to,
 * and the unsubscribe link: through real HTTP, the job queue and the memory mail outbox.
 */
let api: TestApi;
let admin: Session;
let readonly: Session;
let other: Session;
let locationId: number;
beforeAll(async () => {
  api = await startTestApi();
  [admin, readonly] = await Promise.all([
    api.login('admin@demo.test'),
    api.login('readonly@demo.test'),
  ]);
  other = await loginAs(api, 'Evergreen Family Health', 'administrator');
  locationId = await firstLocationId(api, admin.account_id);
});
afterAll(() => api.close());

async function draft(name: string, extra: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await api.request('/api/campaigns', {
    method: 'POST',
    auth: admin,
    json: { name, location_id: locationId, ...extra },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Campaign;
}

async function addRecipients(campaign: Campaign, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'guests.csv');
  const res = await fetch(`${api.baseUrl}/api/campaigns/${campaign.id}/recipients`, {
    method: 'POST',
    headers: { authorization: basicAuth(admin) },
    body: form,
  });
  expect(res.status).toBe(201);
}

const send = (campaign: Campaign, json: unknown = {}, auth = admin) =>
  api.request(`/api/campaigns/${campaign.id}/send`, { method: 'POST', auth, json });

/** The request page link of each e-mail sent to `address`. */
const linksTo = (address: string) =>
  api.mail.sent
    .filter((m) => m.to.includes(address))
    .map((m) => /(http:\/\/localhost:8787\/r\/[^\s]+)/.exec(m.text)?.[1] ?? '');

const path = (url: string) => url.replace('http://localhost:8787', '');

/** Posts a form like a browser without JavaScript (redirects not followed). */
const postForm = (url: string, fields: Record<string, string>, from = '10.9.0.1') =>
  fetch(`${api.baseUrl}${url}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    body: new URLSearchParams(fields),
  });

describe('POST /campaigns/{id}/send', () => {
  it('sends each recipient one e-mail with their own request link and unsubscribe link', async () => {
    const campaign = await draft('Spring thanks', { subject: 'Thanks, {first_name}!' });
    await addRecipients(
      campaign,
      'email,first_name,visit\nana@example.com,Ana,Lunch\nben@example.com,Ben,Dinner\n',
    );
    const res = await send(campaign);
    expect(res.status).toBe(202);
    expect(((await res.json()) as Campaign).status).toBe('scheduled');
    await api.runJobs();

    const mails = api.mail.sent.filter((m) => m.subject.startsWith('Thanks, '));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Thanks, Ana!', 'Thanks, Ben!']);
    const [ana] = linksTo('ana@example.com');
    const [ben] = linksTo('ben@example.com');
    expect(ana).toMatch(/\/r\/[0-9a-z]+\.[\w-]{22}\/nps$/);
    expect(ana).not.toBe(ben);
    const anaMail = mails.find((m) => m.to.includes('ana@example.com'))!;
    expect(anaMail.text).toContain('/unsubscribe/requests/');
    // The campaign's text is escaped in the HTML, never markup.
    expect(anaMail.html).toContain('Ana');

    const after = (await (
      await api.request(`/api/campaigns/${campaign.id}`, { auth: admin })
    ).json()) as Campaign;
    expect(after.status).toBe('sent');
    expect(after.sent_at).not.toBeNull();
    expect(after.progress).toMatchObject({ recipients: 2, sent: 2, delivered: 2, pending: 0 });

    // Sent is sent: no second sending, no edits.
    const again = await send(campaign);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CAMPAIGN_NOT_DRAFT' });
  });

  it('sends at most once per recipient even when two workers run the same campaign', async () => {
    const campaign = await draft('Twice');
    const rows = Array.from({ length: 120 }, (_, i) => `guest${i}@twice.test`);
    await addRecipients(campaign, `email\n${rows.join('\n')}\n`);
    await api.db
      .updateTable('campaigns')
      .set({ status: 'scheduled' })
      .where('id', '=', campaign.id)
      .execute();
    const before = api.mail.sent.length;
    await Promise.all([sendCampaign(api.deps, campaign.id), sendCampaign(api.deps, campaign.id)]);
    const sent = api.mail.sent.slice(before).flatMap((m) => m.to);
    expect(sent).toHaveLength(120);
    expect(new Set(sent).size).toBe(120);
  });

  it('schedules for later, and a scheduled campaign can be taken back to draft', async () => {
    const campaign = await draft('Later');
    await addRecipients(campaign, 'email\nlater@example.com\n');
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await send(campaign, { scheduled_at: at });
    expect(res.status).toBe(202);
    expect((await res.json()) as Campaign).toMatchObject({ status: 'scheduled', scheduled_at: at });
    await api.runJobs();
    expect(linksTo('later@example.com')).toEqual([]);
    const back = await api.request(`/api/campaigns/${campaign.id}/unschedule`, {
      method: 'POST',
      auth: admin,
    });
    expect(back.status).toBe(200);
    expect(((await back.json()) as Campaign).status).toBe('draft');
  });

  it('refuses what cannot be sent and changes nothing', async () => {
    const empty = await draft('Nobody');
    const none = await send(empty);
    expect(none.status).toBe(400);
    expect((await none.json()).error).toMatch(/Add recipients/);
    expect((await send(empty, { scheduled_at: '2001-01-01T00:00:00Z' })).status).toBe(400);
    expect((await send(empty, { scheduled_at: 'soon' })).status).toBe(400);

    const sms = await draft('Texts', { request_type: 'sms' });
    await addRecipients(sms, 'phone\n+15125550111\n');
    const refused = await send(sms);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(
      'Text message requests are not enabled for this account.',
    );

    expect((await send(empty, {}, readonly)).status).toBe(403);
    expect((await send(empty, {}, other)).status).toBe(404);
    const rows = await api.db
      .selectFrom('campaigns')
      .select('status')
      .where('id', 'in', [empty.id, sms.id])
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['draft', 'draft']);
  });

  it('sends text messages when the account has sms_requests', async () => {
    const sms = memorySms();
    api.deps.providers.sms = sms;
    await api.db
      .insertInto('account_settings')
      .values({ account_id: admin.account_id, code: 'sms_requests', value: 'true' })
      .onConflict((oc) => oc.columns(['account_id', 'code']).doUpdateSet({ value: 'true' }))
      .execute();
    const session = await api.login('admin@demo.test');
    const campaign = await draft('By text', { request_type: 'sms', feedback_type: 'stars' });
    await addRecipients(campaign, 'phone,first_name\n+15125550123,Cam\n');
    expect((await send(campaign, {}, session)).status).toBe(202);
    await api.runJobs();
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.to).toBe('+15125550123');
    expect(sms.sent[0]!.body).toMatch(/Hi Cam,.*\/r\/[0-9a-z]+\.[\w-]{22}\/stars Stop: /);
  });
});

describe('request pages', () => {
  let link: string;
  let campaign: Campaign;
  beforeAll(async () => {
    campaign = await draft('Pages', { feedback_type: 'stars' });
    await addRecipients(campaign, 'email,first_name,table\npage@example.com,Pia,Patio\n');
    await send(campaign);
    await api.runJobs();
    link = linksTo('page@example.com').map(path)[0]!;
  });

  it('shows the question as one form of buttons, with no script needed', async () => {
    const res = await fetch(`${api.baseUrl}${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const page = await res.text();
    expect(page).toContain('Pia, how would you rate your visit to');
    expect(page.match(/<button type="submit" name="score"/g)).toHaveLength(5);
    const clicked = await api.db
      .selectFrom('campaign_recipients')
      .select(['clicked_at', 'opened_at'])
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(clicked.clicked_at).not.toBeNull();
    expect(clicked.opened_at).not.toBeNull();
  });

  it('stays within its size budget: at most 15 KB gzip of script and 10 KB gzip in all', async () => {
    for (const path of [link, `/r/${locationId}/nps`, `/r/${locationId}/kiosk`]) {
      const page = await (await fetch(`${api.baseUrl}${path}`)).text();
      const script = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1])
        .join('');
      expect(script.length, path).toBeGreaterThan(0);
      expect(gzipSync(script).length, path).toBeLessThanOrEqual(15 * 1024);
      expect(gzipSync(page).length, path).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it('records a low answer and still offers every review site but Yelp', async () => {
    const res = await postForm(link, { score: '1' });
    expect(res.status).toBe(303);
    const thanks = res.headers.get('location')!;
    expect(thanks).toMatch(/\/thanks\?response=/);
    const page = await (await fetch(`${api.baseUrl}${thanks}`)).text();
    expect(page).toContain('Thank you!');
    const urls = (await (
      await api.request(`/api/urls?location_id=${locationId}`, { auth: admin })
    ).json()) as { _embedded: { urls: ReviewUrl[] } };
    const offered = urls._embedded.urls.filter((u) => !u.source_feedback_forbidden);
    expect(offered.length).toBeGreaterThan(0);
    for (const u of offered) expect(page).toContain(`/go/${u.id}`);
    for (const u of urls._embedded.urls.filter((x) => x.source_feedback_forbidden))
      expect(page).not.toContain(`/go/${u.id}"`);
    expect(page).not.toMatch(/yelp/i);

    // A second tap changes the answer; it does not add one.
    await postForm(link, { score: '4' });
    const answers = await api.db
      .selectFrom('campaign_responses')
      .select(['score', 'channel'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(answers).toEqual([{ score: 4, channel: 'email' }]);

    // The comment is optional, and kept as text.
    const comment = await postForm(`${link}/comment`, {
      response: new URL(thanks, 'http://x').searchParams.get('response')!,
      comment: '<b>Great</b> patio',
    });
    expect(comment.status).toBe(303);
    const stored = await api.db
      .selectFrom('campaign_responses')
      .select('comment')
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored.comment).toBe('<b>Great</b> patio');
    const shown = await (await fetch(`${api.baseUrl}${comment.headers.get('location')}`)).text();
    expect(shown).toContain('Thank you for your comment.');

    // A review site chosen is counted, then opened.
    const go = await fetch(`${api.baseUrl}${link.replace(/\/stars$/, '')}/go/${offered[0]!.id}`, {
      redirect: 'manual',
    });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(offered[0]!.link);
  });

  it('refuses answers off the scale, unknown links and forged tokens', async () => {
    expect((await postForm(link, { score: '9' })).status).toBe(400);
    expect((await postForm(link, {})).status).toBe(400);
    const forged = link.replace(/\.[\w-]{22}\//, `.${'A'.repeat(22)}/`);
    expect((await fetch(`${api.baseUrl}${forged}`)).status).toBe(404);
    expect((await postForm(forged, { score: '5' })).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/r/999999999/nps`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/r/${locationId}/nope`)).status).toBe(404);
  });

  it('stores an answer on the scale its request asks with, whatever page the form names', async () => {
    const nps = await draft('Scale', { feedback_type: 'nps' });
    await addRecipients(nps, 'email\nscale@example.com\n');
    await send(nps);
    await api.runJobs();
    const npsLink = linksTo('scale@example.com').map(path)[0]!;
    expect(npsLink).toMatch(/\/nps$/);
    const token = npsLink.replace(/^\/r\//, '').replace(/\/nps$/, '');
    const stored = () =>
      api.db
        .selectFrom('campaign_responses')
        .select(['feedback_type', 'score'])
        .where('campaign_id', '=', nps.id)
        .execute();

    expect((await postForm(npsLink, { score: '9' }, '10.9.2.1')).status).toBe(303);
    // Another type's page on this link is refused and changes nothing.
    for (const kind of ['stars', 'thumbs', 'faces']) {
      const res = await postForm(`/r/${token}/${kind}`, { score: '1' }, '10.9.2.2');
      expect(res.status, kind).toBe(400);
      expect(await res.text()).toContain('This is not the question you were asked');
      // Reading it leads to the request's own page.
      const page = await fetch(`${api.baseUrl}/r/${token}/${kind}?score=5`, { redirect: 'manual' });
      expect(page.status, kind).toBe(302);
      expect(page.headers.get('location')).toBe(`/r/${token}/nps`);
    }
    expect(await stored()).toEqual([{ feedback_type: 'nps', score: 9 }]);

    // Scores are whole numbers in decimal digits within the scale; anything else is 400.
    for (const score of [
      '1e1',
      '10.0',
      '+5',
      '-0',
      ' 5',
      '5 ',
      '0x5',
      '１０',
      '11',
      '010',
      'NaN',
    ]) {
      const res = await postForm(npsLink, { score }, '10.9.2.3');
      expect(res.status, score).toBe(400);
      expect(await res.text(), score).toContain('The answer must be a whole number from 0 to 10.');
    }
    // A score sent twice is not an answer either.
    const twice = await fetch(`${api.baseUrl}${npsLink}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.9.2.4',
      },
      body: 'score=3&score=4',
    });
    expect(twice.status).toBe(400);
    expect(await stored()).toEqual([{ feedback_type: 'nps', score: 9 }]);
    // `?score=1e1` on the question page chooses nothing.
    const shown = await (await fetch(`${api.baseUrl}${npsLink}?score=1e1`)).text();
    expect(shown).toContain('Tap your answer');
    expect(shown).not.toContain('aria-pressed="true"');

    // A kiosk link naming an unknown scale stores nothing.
    const kiosk = await postForm(`/r/${locationId}/kiosk?type=stars5`, { score: '5' }, '10.9.2.5');
    expect(kiosk.status).toBe(400);
  });

  it('takes anonymous answers on a location’s shared link and kiosk', async () => {
    const shared = await postForm(`/r/${locationId}/nps`, { score: '10' }, '10.9.0.2');
    expect(shared.status).toBe(303);
    const kiosk = await postForm(`/r/${locationId}/kiosk`, { score: '5' }, '10.9.0.3');
    expect(kiosk.status).toBe(303);
    const thanks = await (await fetch(`${api.baseUrl}${kiosk.headers.get('location')}`)).text();
    expect(thanks).toContain(`href="/r/${locationId}/kiosk"`);
    expect(thanks).toMatch(/<noscript><meta http-equiv="refresh"/);
    const rows = await api.db
      .selectFrom('campaign_responses')
      .select(['channel', 'feedback_type', 'score'])
      .where('location_id', '=', locationId)
      .where('campaign_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { channel: 'link', feedback_type: 'nps', score: 10 },
      { channel: 'kiosk', feedback_type: 'faces', score: 5 },
    ]);
    const review = await (await fetch(`${api.baseUrl}/r/${locationId}/review`)).text();
    expect(review).toContain('Review ');
    expect(review).toContain('/go/');
  });
});

describe('reports and the microsurvey summary', () => {
  it('adds up sends, opens, answers and clicks, and summarises custom attributes', async () => {
    const campaign = await draft('Counted', { feedback_type: 'nps' });
    await addRecipients(
      campaign,
      'email,visit\nc1@count.test,Lunch\nc2@count.test,Lunch\nc3@count.test,Dinner\n',
    );
    await send(campaign);
    await api.runJobs();
    const [l1] = linksTo('c1@count.test').map(path);
    const [l2] = linksTo('c2@count.test').map(path);
    await postForm(l1!, { score: '10' }, '10.9.1.1');
    await postForm(l2!, { score: '3' }, '10.9.1.2');

    const summary = (await (
      await api.request(`/api/campaigns/${campaign.id}/summary`, { auth: readonly })
    ).json()) as CampaignSummary;
    expect(summary.responses).toBe(2);
    expect(summary.nps).toBe(0);
    expect(summary.distribution.find((d) => d.score === 10)?.count).toBe(1);
    expect(summary.attributes).toEqual([
      { name: 'visit', values: [{ value: 'Lunch', responses: 2, average_score: 6.5 }] },
    ]);

    const rows = (await (
      await api.request(`/api/reports/${admin.account_id}/campaigns`, { auth: admin })
    ).json()) as { _embedded: { campaigns: CampaignReportRow[] } };
    const row = rows._embedded.campaigns.find((r) => r.id === campaign.id)!;
    expect(row).toMatchObject({ sent: 3, delivered: 3, clicked: 2, responded: 2, nps: 0 });

    const overview = (await (
      await api.request(
        `/api/reports/${admin.account_id}/campaign/overview?campaign_id=${campaign.id}`,
        { auth: admin },
      )
    ).json()) as CampaignOverviewReport;
    expect(overview.totals).toMatchObject({ sent: 3, responded: 2, responses: 2 });
    expect(overview.nps).toBe(0);
    expect(overview.timeline.at(-1)).toMatchObject({ sent: 3, responses: 2 });

    const campaignsCsv = await (
      await api.request('/api/export/csv/campaigns', { auth: admin })
    ).text();
    const line = campaignsCsv.split('\n').find((l) => l.startsWith(`${campaign.id},Counted,`));
    // Recipients, sent, delivered, opened, clicked, responded, review-site clicks.
    expect(line).toMatch(/,3,3,3,2,2,2,0\s*$/);

    const csv = await (
      await api.request(
        `/api/export/csv/microsurvey_custom_attributes?campaign_id=${campaign.id}`,
        { auth: admin },
      )
    ).text();
    expect(csv).toContain('visit,Dinner,1,0,');
    expect(csv).toContain('visit,Lunch,2,2,6.5');
    expect(
      (await api.request(`/api/reports/${admin.account_id}/campaigns`, { auth: other })).status,
    ).toBe(404);
    expect(
      (await api.request(`/api/campaigns/${campaign.id}/summary`, { auth: other })).status,
    ).toBe(404);
  });
});

describe('/unsubscribe/requests/{id}', () => {
  it('shows what the link is about on GET and blocks the address only on POST', async () => {
    const campaign = await draft('Leaving');
    await addRecipients(campaign, 'email\nleave@example.com\n');
    await send(campaign);
    await api.runJobs();
    const mail = api.mail.sent.find((m) => m.to.includes('leave@example.com'))!;
    const link = path(/(http:\/\/localhost:8787\/unsubscribe\/requests\/\S+)/.exec(mail.text)![1]!);
    const url = `/api${link}`;
    const shown = (await (await api.request(url)).json()) as RequestUnsubscribe;
    expect(shown).toMatchObject({ request_email: 'leave@example.com', unsubscribed: false });
    const done = (await (await api.request(url, { method: 'POST' })).json()) as RequestUnsubscribe;
    expect(done.unsubscribed).toBe(true);
    expect((await api.request(`${url.split('?')[0]}?token=nope`, { method: 'POST' })).status).toBe(
      404,
    );

    // The next campaign skips the address at upload.
    const next = await draft('Next');
    const form = new FormData();
    form.append('file', new Blob(['email\nleave@example.com\n'], { type: 'text/csv' }), 'a.csv');
    const res = await fetch(`${api.baseUrl}/api/campaigns/${next.id}/recipients`, {
      method: 'POST',
      headers: { authorization: basicAuth(admin) },
      body: form,
    });
    expect(await res.json()).toMatchObject({ total_successful: 0, total_failed: 1 });
    const csv = await (await api.request('/api/export/csv/do_not_contact', { auth: admin })).text();
    expect(csv).toContain('leave@example.com');
  });
});
