import { gzipSync } from 'node:zlib';
import type { Campaign, ReviewUrl } from '@plaudit/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendingTest } from './sending-test';

/** The request pages a campaign's messages link to: the question, the answers, the sites offered. */
const t = sendingTest();
const { draft, addRecipients, send, linksTo, path, postForm } = t;

describe('request pages', () => {
  let link: string;
  let campaign: Campaign;
  beforeAll(async () => {
    campaign = await draft('Pages', { feedback_type: 'stars' });
    await addRecipients(campaign, 'email,first_name,table\npage@example.com,Pia,Patio\n');
    await send(campaign);
    await t.api.runJobs();
    link = linksTo('page@example.com').map(path)[0]!;
  });

  it('shows the question as one form of buttons, with no script needed', async () => {
    const res = await fetch(`${t.api.baseUrl}${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const page = await res.text();
    expect(page).toContain('Pia, how would you rate your visit to');
    expect(page.match(/<button type="submit" name="score"/g)).toHaveLength(5);
    const clicked = await t.api.db
      .selectFrom('campaign_recipients')
      .select(['clicked_at', 'opened_at'])
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(clicked.clicked_at).not.toBeNull();
    expect(clicked.opened_at).not.toBeNull();
  });

  it('stays within its size budget: at most 15 KB gzip of script and 10 KB gzip in all', async () => {
    for (const path of [link, `/r/${t.locationId}/nps`, `/r/${t.locationId}/kiosk`]) {
      const page = await (await fetch(`${t.api.baseUrl}${path}`)).text();
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
    const page = await (await fetch(`${t.api.baseUrl}${thanks}`)).text();
    expect(page).toContain('Thank you!');
    const urls = (await (
      await t.api.request(`/api/urls?location_id=${t.locationId}`, { auth: t.admin })
    ).json()) as { _embedded: { urls: ReviewUrl[] } };
    const offered = urls._embedded.urls.filter((u) => !u.source_feedback_forbidden);
    expect(offered.length).toBeGreaterThan(0);
    for (const u of offered) expect(page).toContain(`/go/${u.id}`);
    for (const u of urls._embedded.urls.filter((x) => x.source_feedback_forbidden))
      expect(page).not.toContain(`/go/${u.id}"`);
    expect(page).not.toMatch(/yelp/i);

    // A second tap changes the answer; it does not add one.
    await postForm(link, { score: '4' });
    const answers = await t.api.db
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
    const stored = await t.api.db
      .selectFrom('campaign_responses')
      .select('comment')
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored.comment).toBe('<b>Great</b> patio');
    const shown = await (await fetch(`${t.api.baseUrl}${comment.headers.get('location')}`)).text();
    expect(shown).toContain('Thank you for your comment.');

    // A review site chosen is counted, then opened.
    const go = await fetch(`${t.api.baseUrl}${link.replace(/\/stars$/, '')}/go/${offered[0]!.id}`, {
      redirect: 'manual',
    });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe(offered[0]!.link);
  });

  it('refuses answers off the scale, unknown links and forged tokens', async () => {
    expect((await postForm(link, { score: '9' })).status).toBe(400);
    expect((await postForm(link, {})).status).toBe(400);
    const forged = link.replace(/\.[\w-]{22}\//, `.${'A'.repeat(22)}/`);
    expect((await fetch(`${t.api.baseUrl}${forged}`)).status).toBe(404);
    expect((await postForm(forged, { score: '5' })).status).toBe(404);
    expect((await fetch(`${t.api.baseUrl}/r/999999999/nps`)).status).toBe(404);
    expect((await fetch(`${t.api.baseUrl}/r/${t.locationId}/nope`)).status).toBe(404);
  });

  it('stores an answer on the scale its request asks with, whatever page the form names', async () => {
    const nps = await draft('Scale', { feedback_type: 'nps' });
    await addRecipients(nps, 'email\nscale@example.com\n');
    await send(nps);
    await t.api.runJobs();
    const npsLink = linksTo('scale@example.com').map(path)[0]!;
    expect(npsLink).toMatch(/\/nps$/);
    const token = npsLink.replace(/^\/r\//, '').replace(/\/nps$/, '');
    const stored = () =>
      t.api.db
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
      const page = await fetch(`${t.api.baseUrl}/r/${token}/${kind}?score=5`, {
        redirect: 'manual',
      });
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
    const twice = await fetch(`${t.api.baseUrl}${npsLink}`, {
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
    const shown = await (await fetch(`${t.api.baseUrl}${npsLink}?score=1e1`)).text();
    expect(shown).toContain('Tap your answer');
    expect(shown).not.toContain('aria-pressed="true"');

    // A kiosk link naming an unknown scale stores nothing.
    const kiosk = await postForm(
      `/r/${t.locationId}/kiosk?type=stars5`,
      { score: '5' },
      '10.9.2.5',
    );
    expect(kiosk.status).toBe(400);
  });

  it('takes anonymous answers on a location’s shared link and kiosk', async () => {
    const shared = await postForm(`/r/${t.locationId}/nps`, { score: '10' }, '10.9.0.2');
    expect(shared.status).toBe(303);
    const kiosk = await postForm(`/r/${t.locationId}/kiosk`, { score: '5' }, '10.9.0.3');
    expect(kiosk.status).toBe(303);
    const thanks = await (await fetch(`${t.api.baseUrl}${kiosk.headers.get('location')}`)).text();
    expect(thanks).toContain(`href="/r/${t.locationId}/kiosk"`);
    expect(thanks).toMatch(/<noscript><meta http-equiv="refresh"/);
    const rows = await t.api.db
      .selectFrom('campaign_responses')
      .select(['channel', 'feedback_type', 'score'])
      .where('location_id', '=', t.locationId)
      .where('campaign_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { channel: 'link', feedback_type: 'nps', score: 10 },
      { channel: 'kiosk', feedback_type: 'faces', score: 5 },
    ]);
    const review = await (await fetch(`${t.api.baseUrl}/r/${t.locationId}/review`)).text();
    expect(review).toContain('Review ');
    expect(review).toContain('/go/');
  });
});
