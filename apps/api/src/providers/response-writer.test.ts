import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatCompletionsWriter,
  createResponseWriter,
  type DraftFacts,
  ResponseWriterError,
} from './response-writer';

/**
 * A fake of the OpenAI-compatible Chat Completions API as documented: POST /chat/completions
 * with a bearer key and `{model, messages, stream}`; with `stream: true` the answer is
 * `text/event-stream`, one `data: {"object":"chat.completion.chunk", "choices":[{"index":0,
 * "delta":{"content":…},"finish_reason":null}]}` event per piece (the first delta carries the
 * role, the last `finish_reason: "stop"` and no content), then `data: [DONE]`. Without stream,
 * one `chat.completion` object with `choices[0].message.content`. Errors: `{error:{message,
 * type, code}}` with the status. The model name picks the fake's behaviour.
 */
let server: Server;
let baseUrl: string;
const got: { auth: string; body: Record<string, unknown> }[] = [];
const REPLY = [
  'Hi Sam,',
  '\n\n',
  'We are sorry the pasta came out cold',
  ' and the wait was long.',
];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw) as { model: string; stream?: boolean };
      got.push({ auth: req.headers.authorization ?? '', body });
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      if (req.headers.authorization !== 'Bearer sk-test') {
        res.writeHead(401, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              message: 'Incorrect API key provided',
              type: 'invalid_request_error',
              code: 'invalid_api_key',
            },
          }),
        );
        return;
      }
      if (body.model === 'slow') return; // never answers: the client's time limit ends it
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-2',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: REPLY.join('') },
                finish_reason: 'stop',
              },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      // Events split across writes, and one split mid-line, as a network may deliver them.
      for (const piece of REPLY) res.write(chunk({ content: piece }));
      if (body.model === 'broken') {
        res.end(chunk({ content: ' and then' }).slice(0, 20));
        return;
      }
      const last = chunk({}, 'stop');
      res.write(last.slice(0, 10));
      await new Promise((r) => setTimeout(r, 5));
      res.write(last.slice(10));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const facts: DraftFacts = {
  review: {
    title: null,
    content: 'The pasta came out cold and the wait was long.',
    rating: 1,
    first_name: 'Sam',
    source_name: 'Google',
    language: 'en',
  },
  business_name: 'Blue Fern',
  location_name: 'Blue Fern Capitol Hill',
  voice: {
    tone: 'warm',
    sign_off: 'The Blue Fern team',
    words_to_avoid: ['unfortunately'],
    instructions: '',
  },
  points: [
    { point: 'the pasta came out cold', keyword: 'pasta', category: 'Food', sentiment: -1 },
    { point: 'the wait was long', keyword: 'wait', category: 'Wait Time', sentiment: -1 },
  ],
  template: null,
  max_length: 4096,
};

describe('chatCompletionsWriter', () => {
  it('streams the answer: each delta as it comes, the whole text at [DONE]', async () => {
    const writer = chatCompletionsWriter({ url: `${baseUrl}/`, apiKey: 'sk-test', model: 'fake' });
    const pieces: string[] = [];
    const text = await writer.write(facts, { onDelta: (p) => pieces.push(p) });
    expect(text).toBe(REPLY.join(''));
    expect(pieces).toEqual(REPLY);
    const sent = got.at(-1)!;
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'fake', stream: true });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toContain('Never promise refunds');
    expect(messages[0]!.content).toContain('Never use these words: unfortunately.');
    expect(messages[0]!.content).toContain('The Blue Fern team');
    expect(messages[1]!.content).toContain('complaint: the pasta came out cold');
    expect(writer.kind).toBe('model');
  });

  it('reports the API’s error, a broken stream and a slow server as ResponseWriterError', async () => {
    const wrongKey = chatCompletionsWriter({ url: baseUrl, apiKey: 'nope', model: 'fake' });
    await expect(wrongKey.write(facts)).rejects.toThrow(
      'The model answered 401: Incorrect API key provided',
    );
    const broken = chatCompletionsWriter({ url: baseUrl, apiKey: 'sk-test', model: 'broken' });
    await expect(broken.write(facts)).rejects.toThrow(ResponseWriterError);
    const slow = chatCompletionsWriter({
      url: baseUrl,
      apiKey: 'sk-test',
      model: 'slow',
      timeoutMs: 200,
    });
    await expect(slow.write(facts)).rejects.toThrow('did not answer within');
    const nowhere = chatCompletionsWriter({ url: 'http://127.0.0.1:9/v1', model: 'x' });
    await expect(nowhere.write(facts)).rejects.toThrow('could not be reached');
  });

  it('is configured by AI_API_URL, AI_MODEL and AI_API_KEY; absent, there is none', () => {
    expect(createResponseWriter({})).toBeNull();
    expect(createResponseWriter({ AI_API_URL: baseUrl })).toBeNull();
    const w = createResponseWriter({ AI_API_URL: baseUrl, AI_MODEL: 'llama3', AI_API_KEY: 'k' });
    expect(w?.name).toBe('chat-completions:llama3');
  });
});
