import type { Campaign } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { memorySms } from '../../providers/sms';
import { sendCampaign } from './send-campaign';
import { sendingTest } from './sending-test';

/** Sending a campaign: through real HTTP, the job queue and the memory mail and SMS outboxes. */
const t = sendingTest();
const { draft, addRecipients, send, linksTo } = t;

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
    await t.api.runJobs();

    const mails = t.api.mail.sent.filter((m) => m.subject.startsWith('Thanks, '));
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
      await t.api.request(`/api/campaigns/${campaign.id}`, { auth: t.admin })
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
    await t.api.db
      .updateTable('campaigns')
      .set({ status: 'scheduled' })
      .where('id', '=', campaign.id)
      .execute();
    const before = t.api.mail.sent.length;
    await Promise.all([
      sendCampaign(t.api.deps, campaign.id),
      sendCampaign(t.api.deps, campaign.id),
    ]);
    const sent = t.api.mail.sent.slice(before).flatMap((m) => m.to);
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
    await t.api.runJobs();
    expect(linksTo('later@example.com')).toEqual([]);
    const back = await t.api.request(`/api/campaigns/${campaign.id}/unschedule`, {
      method: 'POST',
      auth: t.admin,
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

    expect((await send(empty, {}, t.readonly)).status).toBe(403);
    expect((await send(empty, {}, t.other)).status).toBe(404);
    const rows = await t.api.db
      .selectFrom('campaigns')
      .select('status')
      .where('id', 'in', [empty.id, sms.id])
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['draft', 'draft']);
  });

  it('sends text messages when the account has sms_requests', async () => {
    const sms = memorySms();
    t.api.deps.providers.sms = sms;
    await t.api.db
      .insertInto('account_settings')
      .values({ account_id: t.admin.account_id, code: 'sms_requests', value: 'true' })
      .onConflict((oc) => oc.columns(['account_id', 'code']).doUpdateSet({ value: 'true' }))
      .execute();
    const session = await t.api.login('admin@demo.test');
    const campaign = await draft('By text', { request_type: 'sms', feedback_type: 'stars' });
    await addRecipients(campaign, 'phone,first_name\n+15125550123,Cam\n');
    expect((await send(campaign, {}, session)).status).toBe(202);
    await t.api.runJobs();
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.to).toBe('+15125550123');
    expect(sms.sent[0]!.body).toMatch(/Hi Cam,.*\/r\/[0-9a-z]+\.[\w-]{22}\/stars Stop: /);
  });
});
