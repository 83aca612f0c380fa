import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import type { ResponseDraft, Review } from '@plaudit/api-client';
import { ApiProvider } from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../lib/signed-in-session';
import { ResponseEditor } from '../reviews/ResponseEditor';

const GRANTED = ['review.read', 'response.read', 'response.create', 'response.update'];

const REVIEW = {
  id: 7,
  account_id: 1,
  location_id: 1,
  location_name: 'Capitol Hill',
  location_public_name: 'Blue Fern Capitol Hill',
  source_id: 1,
  source_name: 'Google',
  source_code: 'google',
  rating: 1,
  author_name: 'Sam Ortega',
  title: null,
  content: 'The pasta came out cold.',
  published_at: '2026-11-24T09:00:00Z',
  status: 'new',
  assigned_user_id: null,
  assigned_user_name: null,
  review_type: 'review',
  sentiment: -1,
  url: null,
  responses: [],
  tags: [],
  auto_response_at: null,
  dispute: null,
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
} as unknown as Review;

const FINAL: ResponseDraft = {
  review_id: 7,
  content: 'Hi Sam,\n\nWe are sorry the pasta came out cold.',
  writer: 'model',
  aspects: [
    { point: 'the pasta came out cold', category: 'Food', sentiment: 'negative', answered: true },
  ],
  needs_person: false,
  reason: null,
  note: null,
  template_id: null,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const list = (key: string, items: unknown[]) =>
  json({ _embedded: { [key]: items }, _total: items.length, _total_pages: 1, _page: 1 });

/**
 * The editor against a fake API whose draft stream the test feeds event by event: what the
 * writer has produced so far is on screen before the stream ends.
 */
function renderEditor() {
  const encoder = new TextEncoder();
  let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
  // Made before the call: what the test sends waits in it until the editor reads it.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  const send = (event: string, data: unknown) =>
    feed?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://test').pathname;
    if (path === '/api/account_settings')
      return list('account_settings', [{ code: 'ai_smart_responses', value: 'true' }]);
    if (path === '/api/response_templates') return list('response_templates', []);
    if (path === '/api/reviews/7/response_drafts/stream')
      return new Response(body as unknown as BodyInit, {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    return json({ id: 1, name: 'Blue Fern' });
  };
  const session = signedInSession(GRANTED);
  render(
    <MemoryRouter>
      <ApiProvider baseUrl="/api" fetch={fetch} session={session} loadOnMount={false}>
        <ResponseEditor review={REVIEW} onChanged={async () => {}} />
      </ApiProvider>
    </MemoryRouter>,
  );
  return { send, end: () => feed?.close() };
}

describe('Draft a reply, streamed', () => {
  it('shows the text as it arrives, then the guarded draft, editable; screen readers hear it once', async () => {
    const stream = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Draft a reply' }));
    const box = screen.getByLabelText('Your response') as HTMLTextAreaElement;
    await screen.findByRole('button', { name: 'Drafting…' });
    stream.send('delta', { text: 'Hi Sam,\n\n' });
    await waitFor(() => expect(box.value).toBe('Hi Sam,\n\n'));
    stream.send('delta', { text: 'We are sorry the pasta came out cold. Dessert is on us!' });
    await waitFor(() =>
      expect(box.value).toBe('Hi Sam,\n\nWe are sorry the pasta came out cold. Dessert is on us!'),
    );
    // Still being written: read-only, busy, nothing announced, not yet marked as drafted.
    expect(box.readOnly).toBe(true);
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/Drafted by/)).toBeNull();
    expect(screen.queryByText(/^Drafted reply:/)).toBeNull();
    // The final event's content (the guardrails dropped the promise) replaces what was shown.
    stream.send('draft', FINAL);
    stream.end();
    await waitFor(() => expect(box.value).toBe(FINAL.content));
    expect(box.readOnly).toBe(false);
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect(await screen.findByText(/Drafted by the AI writer/)).toBeTruthy();
    const announced = screen
      .getAllByRole('status')
      .find((s) => s.textContent?.startsWith('Drafted reply:'));
    expect(announced?.textContent).toBe(`Drafted reply: ${FINAL.content}`);
    expect(screen.getByRole('button', { name: 'Draft a reply' })).toBeTruthy();
    fireEvent.change(box, { target: { value: `${FINAL.content} See you soon.` } });
    expect(box.value).toBe(`${FINAL.content} See you soon.`);
    expect(screen.queryByText(/Drafted by/)).toBeNull();
  });
});
