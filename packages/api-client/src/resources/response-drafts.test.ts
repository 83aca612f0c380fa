import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import type { ResponseDraft } from '../schemas/response-drafts';
import { ApiError } from '../transport/api-error';
import { createClient } from '../transport/create-client';
import { streamChildReviewResponseDraft, streamResponseDraft } from './response-drafts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const client = () =>
  createClient({ baseUrl: server.baseUrl, credentials: { email: 'a@demo.test', token: 't' } });

const DRAFT: ResponseDraft = {
  review_id: 7,
  content: 'Hi Sam,\n\nSorry the pasta came out cold.',
  writer: 'local',
  aspects: [],
  needs_person: false,
  reason: null,
  note: 'The model did not answer within 20 s; the local writer wrote this draft instead.',
  template_id: null,
};
const sse = (event: string, data: unknown) =>
  `event: ${event}\r\ndata: ${JSON.stringify(data)}\r\n\r\n`;

describe('streamResponseDraft', () => {
  it('reports the text as it arrives, starts over on restart, and resolves with the draft', async () => {
    server.reply(() => ({
      headers: { 'Content-Type': 'text/event-stream' },
      raw: [
        ': connected\n\n',
        sse('delta', { text: 'Hello' }),
        sse('restart', { note: DRAFT.note }),
        sse('delta', { text: 'Hi Sam,\n\n' }),
        sse('delta', { text: 'Sorry the pasta came out cold.' }),
        sse('draft', DRAFT),
      ].join(''),
    }));
    const seen: string[] = [];
    const restarts: string[] = [];
    const draft = await streamResponseDraft(client(), 7, {
      onText: (text) => seen.push(text),
      onRestart: (note) => restarts.push(note),
    });
    expect(draft).toEqual(DRAFT);
    expect(seen).toEqual(['Hello', 'Hi Sam,\n\n', 'Hi Sam,\n\nSorry the pasta came out cold.']);
    expect(restarts).toEqual([DRAFT.note]);
    const req = server.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/reviews/7/response_drafts/stream');
    expect(req?.headers.accept).toBe('text/event-stream');
    expect(req?.headers.authorization).toMatch(/^Basic /);
  });

  it('rejects with the API’s error for a refusal, an error event, or a stream cut short', async () => {
    server.reply(() => ({
      status: 403,
      body: { error: 'Smart responses are not part of this account’s plan.' },
    }));
    const refused = streamResponseDraft(client(), 7);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      message: 'Smart responses are not part of this account’s plan.',
    });
    server.reply(() => ({
      headers: { 'Content-Type': 'text/event-stream' },
      raw:
        sse('delta', { text: 'Hi' }) + sse('error', { error: 'The reply could not be drafted.' }),
    }));
    await expect(streamChildReviewResponseDraft(client(), 9)).rejects.toThrow(
      'The reply could not be drafted.',
    );
    expect(server.requests.at(-1)?.url).toBe('/api/child_reviews/9/response_drafts/stream');
    server.reply(() => ({
      headers: { 'Content-Type': 'text/event-stream' },
      raw: sse('delta', { text: 'Hi' }),
    }));
    await expect(streamResponseDraft(client(), 7)).rejects.toBeInstanceOf(ApiError);
  });
});
