import type { Campaign, Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, firstLocationId, startTestApi, type TestApi } from '../../../test/test-api';

/**
 * Bad form posts to every public answer page (`/r/{key}/...`): a recipient's own link (an NPS
 * request) and a location's shared link, every page kind, with scores that are on no scale,
 * fields sent twice or as files, other content types and broken encodings. Nothing may answer
 * 5xx, nothing may be accepted (no redirect to a thanks page), and the stored answers and
 * recipients must not change.
 */
let api: TestApi;
let admin: Session;
let locationId: number;
let recipientKey: string;
let responseToken: string;
let client = 0;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin@demo.test');
  locationId = await firstLocationId(api, admin.account_id);
  const created = await api.request('/api/campaigns', {
    method: 'POST',
    auth: admin,
    json: { name: 'Fuzzed', location_id: locationId, feedback_type: 'nps' },
  });
  const campaign = (await created.json()) as Campaign;
  const form = new FormData();
  form.append('file', new Blob(['email\nfuzz@example.com\n'], { type: 'text/csv' }), 'a.csv');
  await fetch(`${api.baseUrl}/api/campaigns/${campaign.id}/recipients`, {
    method: 'POST',
    headers: { authorization: basicAuth(admin) },
    body: form,
  });
  await api.request(`/api/campaigns/${campaign.id}/send`, {
    method: 'POST',
    auth: admin,
    json: {},
  });
  await api.runJobs();
  const mail = api.mail.sent.find((m) => m.to.includes('fuzz@example.com'))!;
  recipientKey = /\/r\/([^/\s]+)\/nps/.exec(mail.text)![1]!;
  // One real answer, so the comment page has a response to name (and a row that must not move).
  const answered = await post(`/r/${recipientKey}/nps`, 'score=7');
  expect(answered.status).toBe(303);
  responseToken = new URL(answered.headers.get('location')!, 'http://x').searchParams.get(
    'response',
  )!;
});
afterAll(() => api.close());

/** Each post from its own client address, so the answer limit never hides what a page does. */
function post(path: string, body: BodyInit | null, type = 'application/x-www-form-urlencoded') {
  client += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${77 + (client >> 16)}.${(client >> 8) & 255}.${client & 255}`,
  };
  if (type) headers['content-type'] = type;
  return fetch(`${api.baseUrl}${path}`, { method: 'POST', redirect: 'manual', headers, body });
}

/** Scores that are on no scale, written every way a number can be written. */
const BAD_SCORES = [
  '',
  ' ',
  '1e1',
  '1E0',
  '10.0',
  '5.',
  '.5',
  '+5',
  '-1',
  '-0',
  ' 5',
  '5 ',
  '5\n',
  '0x5',
  '0b1',
  '0o7',
  '011',
  '１',
  '٥',
  '11',
  '99',
  '100',
  '1'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  'true',
  '[5]',
  '{"score":5}',
  '5\u0000',
  '%35',
  '<b>5</b>',
];

/** Bodies that carry no usable score, whatever the scale. */
const BAD_BODIES: { body: BodyInit | null; type: string; label: string }[] = [
  ...BAD_SCORES.map((score) => ({
    body: new URLSearchParams({ score }).toString(),
    type: 'application/x-www-form-urlencoded',
    label: `score=${JSON.stringify(score.slice(0, 20))}`,
  })),
  { body: 'score=3&score=4', type: 'application/x-www-form-urlencoded', label: 'score twice' },
  { body: 'score[]=3', type: 'application/x-www-form-urlencoded', label: 'score[]' },
  { body: 'score=%E0%A4%A', type: 'application/x-www-form-urlencoded', label: 'broken escape' },
  { body: 'score', type: 'application/x-www-form-urlencoded', label: 'name without value' },
  { body: '', type: 'application/x-www-form-urlencoded', label: 'empty body' },
  { body: null, type: '', label: 'no body' },
  { body: '{"score":5}', type: 'application/json', label: 'json' },
  { body: '<score>5</score>', type: 'text/xml', label: 'xml' },
  { body: 'score=5', type: 'text/plain', label: 'text/plain' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="score"; filename="s.txt"\r\n\r\n5\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
    label: 'score as a file',
  },
  { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x', label: 'broken multipart' },
  { body: 'score=5', type: 'multipart/form-data', label: 'multipart without boundary' },
];

/** A token with its last character changed: the signature no longer matches. */
const forge = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

/** Every row a post could change, as one comparable value. */
async function stored() {
  const [responses, recipients] = await Promise.all([
    api.db.selectFrom('campaign_responses').selectAll().orderBy('id').execute(),
    api.db
      .selectFrom('campaign_recipients')
      .select(['id', 'responded_at', 'clicked_at', 'opened_at'])
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify({ responses, recipients });
}

describe('POST /r/{key}/... with bad input', () => {
  it('never answers 5xx, never accepts, never stores', async () => {
    const before = await stored();
    const kinds = ['nps', 'stars', 'thumbs', 'faces', 'kiosk', 'kiosk?type=nps', 'review', 'nope'];
    const keys = [recipientKey, String(locationId), '0', 'x', forge(recipientKey)];
    const paths = keys.flatMap((key) => kinds.map((kind) => `/r/${key}/${kind}`));
    // On the NPS recipient's link, another type's page with a score of its own scale.
    const otherType = ['stars', 'thumbs', 'faces'].flatMap((kind) =>
      ['0', '1', '5'].map((score) => ({ path: `/r/${recipientKey}/${kind}`, score })),
    );
    // A kiosk link naming an unknown scale.
    const kioskTypes = ['stars5', '', 'NPS', 'review', 'kiosk'].map((type) => ({
      path: `/r/${locationId}/kiosk?type=${encodeURIComponent(type)}`,
      score: '5',
    }));
    // The comment page with response tokens that are not this link's answer.
    const comments = [recipientKey, String(locationId)].flatMap((key) =>
      ['', 'x', forge(responseToken), `${responseToken}x`, 'zzzzzzzz.AAAAAAAAAAAAAAAAAAAAAA'].map(
        (response) => ({
          path: `/r/${key}/nps/comment`,
          body: new URLSearchParams({ response, comment: 'fuzzed' }).toString(),
        }),
      ),
    );

    const cases: { path: string; body: BodyInit | null; type: string; label: string }[] = [
      ...paths.flatMap((path) => BAD_BODIES.map((b) => ({ path, ...b }))),
      ...[...otherType, ...kioskTypes].map(({ path, score }) => ({
        path,
        body: `score=${score}`,
        type: 'application/x-www-form-urlencoded',
        label: `score=${score}`,
      })),
      ...comments.map(({ path, body }) => ({
        path,
        body,
        type: 'application/x-www-form-urlencoded',
        label: 'comment',
      })),
    ];
    const statuses = new Map<number, number>();
    // A few at a time: the server is real, the machine small.
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(
        cases.slice(i, i + 8).map(async ({ path, body, type, label }) => {
          const res = await post(path, body, type);
          await res.arrayBuffer().catch(() => undefined);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect([400, 404], `${path} ${label}: ${res.status}`).toContain(res.status);
        }),
      );
    }
    expect(await stored()).toBe(before);
    expect(cases.length).toBeGreaterThan(1500);
    console.info(
      `/r/ form fuzz: ${paths.length + otherType.length + kioskTypes.length + comments.length} path cases, ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 120_000);
});
