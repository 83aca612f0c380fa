import type {
  CampaignOverviewReport,
  CampaignReportRow,
  CampaignSummary,
  RequestUnsubscribe,
} from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { basicAuth } from '../../../test/test-api';
import { sendingTest } from './sending-test';

/** What a campaign's answers add up to, and the unsubscribe link of its messages. */
const t = sendingTest();
const { draft, addRecipients, send, linksTo, path, postForm } = t;

describe('reports and the microsurvey summary', () => {
  it('adds up sends, opens, answers and clicks, and summarises custom attributes', async () => {
    const campaign = await draft('Counted', { feedback_type: 'nps' });
    await addRecipients(
      campaign,
      'email,visit\nc1@count.test,Lunch\nc2@count.test,Lunch\nc3@count.test,Dinner\n',
    );
    await send(campaign);
    await t.api.runJobs();
    const [l1] = linksTo('c1@count.test').map(path);
    const [l2] = linksTo('c2@count.test').map(path);
    await postForm(l1!, { score: '10' }, '10.9.1.1');
    await postForm(l2!, { score: '3' }, '10.9.1.2');

    const summary = (await (
      await t.api.request(`/api/campaigns/${campaign.id}/summary`, { auth: t.readonly })
    ).json()) as CampaignSummary;
    expect(summary.responses).toBe(2);
    expect(summary.nps).toBe(0);
    expect(summary.distribution.find((d) => d.score === 10)?.count).toBe(1);
    expect(summary.attributes).toEqual([
      { name: 'visit', values: [{ value: 'Lunch', responses: 2, average_score: 6.5 }] },
    ]);

    const rows = (await (
      await t.api.request(`/api/reports/${t.admin.account_id}/campaigns`, { auth: t.admin })
    ).json()) as { _embedded: { campaigns: CampaignReportRow[] } };
    const row = rows._embedded.campaigns.find((r) => r.id === campaign.id)!;
    expect(row).toMatchObject({ sent: 3, delivered: 3, clicked: 2, responded: 2, nps: 0 });

    const overview = (await (
      await t.api.request(
        `/api/reports/${t.admin.account_id}/campaign/overview?campaign_id=${campaign.id}`,
        { auth: t.admin },
      )
    ).json()) as CampaignOverviewReport;
    expect(overview.totals).toMatchObject({ sent: 3, responded: 2, responses: 2 });
    expect(overview.nps).toBe(0);
    expect(overview.timeline.at(-1)).toMatchObject({ sent: 3, responses: 2 });

    const campaignsCsv = await (
      await t.api.request('/api/export/csv/campaigns', { auth: t.admin })
    ).text();
    const line = campaignsCsv.split('\n').find((l) => l.startsWith(`${campaign.id},Counted,`));
    // Recipients, sent, delivered, opened, clicked, responded, review-site clicks.
    expect(line).toMatch(/,3,3,3,2,2,2,0\s*$/);

    const csv = await (
      await t.api.request(
        `/api/export/csv/microsurvey_custom_attributes?campaign_id=${campaign.id}`,
        { auth: t.admin },
      )
    ).text();
    expect(csv).toContain('visit,Dinner,1,0,');
    expect(csv).toContain('visit,Lunch,2,2,6.5');
    expect(
      (await t.api.request(`/api/reports/${t.admin.account_id}/campaigns`, { auth: t.other }))
        .status,
    ).toBe(404);
    expect(
      (await t.api.request(`/api/campaigns/${campaign.id}/summary`, { auth: t.other })).status,
    ).toBe(404);
  });
});

describe('/unsubscribe/requests/{id}', () => {
  it('shows what the link is about on GET and blocks the address only on POST', async () => {
    const campaign = await draft('Leaving');
    await addRecipients(campaign, 'email\nleave@example.com\n');
    await send(campaign);
    await t.api.runJobs();
    const mail = t.api.mail.sent.find((m) => m.to.includes('leave@example.com'))!;
    const link = path(/(http:\/\/localhost:8787\/unsubscribe\/requests\/\S+)/.exec(mail.text)![1]!);
    const url = `/api${link}`;
    const shown = (await (await t.api.request(url)).json()) as RequestUnsubscribe;
    expect(shown).toMatchObject({ request_email: 'leave@example.com', unsubscribed: false });
    const done = (await (
      await t.api.request(url, { method: 'POST' })
    ).json()) as RequestUnsubscribe;
    expect(done.unsubscribed).toBe(true);
    expect(
      (await t.api.request(`${url.split('?')[0]}?token=nope`, { method: 'POST' })).status,
    ).toBe(404);

    // The next campaign skips the address at upload.
    const next = await draft('Next');
    const form = new FormData();
    form.append('file', new Blob(['email\nleave@example.com\n'], { type: 'text/csv' }), 'a.csv');
    const res = await fetch(`${t.api.baseUrl}/api/campaigns/${next.id}/recipients`, {
      method: 'POST',
      headers: { authorization: basicAuth(t.admin) },
      body: form,
    });
    expect(await res.json()).toMatchObject({ total_successful: 0, total_failed: 1 });
    const csv = await (
      await t.api.request('/api/export/csv/do_not_contact', { auth: t.admin })
    ).text();
    expect(csv).toContain('leave@example.com');
  });
});
