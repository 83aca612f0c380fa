import type { ResponseDraft, ResponseVoice, Session } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { draftsTest, json } from './drafts-test';

/** /api/response_voice: the account's voice the writers follow. */

const t = draftsTest();

describe('/api/response_voice', () => {
  const put = (body: unknown, auth: Session = t.admin, query = '') =>
    t.api.request(`/api/response_voice${query}`, { method: 'PUT', auth, json: body });

  it('starts from the defaults; admins change it; the local writer uses it', async () => {
    const start = await json<ResponseVoice>(
      await t.api.request('/api/response_voice', { auth: t.manager }),
      200,
    );
    expect(start).toMatchObject({
      tone: 'warm',
      sign_off: '',
      words_to_avoid: [],
      instructions: '',
    });
    const saved = await json<ResponseVoice>(
      await put({
        tone: 'formal',
        sign_off: 'The Blue Fern team',
        words_to_avoid: ['delighted', ' delighted '],
      }),
      200,
    );
    expect(saved).toMatchObject({
      account_id: t.admin.account_id,
      tone: 'formal',
      sign_off: 'The Blue Fern team',
      words_to_avoid: ['delighted'],
    });
    expect(saved.updated_at).not.toBeNull();
    const review = await t.arrive('The pasta came out cold and the wait was long.', 1);
    const answer = await json<ResponseDraft>(await t.draft(review.id), 200);
    expect(answer.content).toMatch(/^Dear Sam,/);
    expect(answer.content).toMatch(/\n\nThe Blue Fern team$/);
    // Leaving a field out keeps it.
    expect(await json<ResponseVoice>(await put({ tone: 'brief' }), 200)).toMatchObject({
      tone: 'brief',
      sign_off: 'The Blue Fern team',
    });
    await put({ tone: 'warm', sign_off: '', words_to_avoid: [] });
  });

  it('is for admins to change (403 otherwise), partners may set a child’s, others 404', async () => {
    expect((await put({ tone: 'brief' }, t.manager)).status).toBe(403);
    expect((await t.api.request('/api/response_voice', { auth: t.readOnly })).status).toBe(403);
    const child = await json<ResponseVoice>(
      await put(
        { sign_off: 'From your partner' },
        t.partner,
        `?child_account_id=${t.admin.account_id}`,
      ),
      200,
    );
    expect(child).toMatchObject({ account_id: t.admin.account_id, sign_off: 'From your partner' });
    expect(
      (await put({ tone: 'brief' }, t.partner, `?account_id=${t.admin.account_id}`)).status,
    ).toBe(404);
    expect(
      (await put({ tone: 'brief' }, t.admin, `?child_account_id=${t.evergreen.account_id}`)).status,
    ).toBe(404);
    expect(
      (await put({ tone: 'brief' }, t.admin, `?account_id=${t.evergreen.account_id}`)).status,
    ).toBe(404);
    await put({ sign_off: '' });
  });

  it('refuses bad input with 400 and says what is wrong; 403 with the setting off', async () => {
    const bad = await json<{ error: string }>(await put({ tone: 'grumpy' }), 400);
    expect(bad.error).toMatch(/tone/);
    expect((await put({ sign_off: 'a\nb' })).status).toBe(400);
    expect((await put({ words_to_avoid: 'cheap' })).status).toBe(400);
    expect((await put({ instructions: 'x'.repeat(1001) })).status).toBe(400);
    expect(
      (await t.api.request('/api/response_voice?account_id=abc', { auth: t.admin })).status,
    ).toBe(400);
    await t.setting(t.admin.account_id, 'false');
    expect((await t.api.request('/api/response_voice', { auth: t.admin })).status).toBe(403);
  });
});
