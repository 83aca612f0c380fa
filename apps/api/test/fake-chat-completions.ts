import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the OpenAI-compatible Chat Completions API as documented: POST /chat/completions
 * with a bearer key (`sk-test`) and `{model, messages, stream}`; with `stream: true` the answer
 * is `text/event-stream`, one `data: {"object":"chat.completion.chunk", "choices":[{"index":0,
 * "delta":{"content":…},"finish_reason":null}]}` event per piece (the first delta carries the
 * role, the last `finish_reason: "stop"` and no content), then `data: [DONE]`. Without stream,
 * one `chat.completion` object with `choices[0].message.content`. Errors: `{error:{message,
 * type, code}}` with the status. The model name picks the fake's behaviour: `slow` never
 * answers, `broken` breaks off mid-stream after the reply's pieces, `held` streams the pieces
 * and finishes only when `release()` is called (a slow model, without a clock), anything else
 * answers `FAKE_REPLY`.
 */
export type FakeChatCompletions = {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  /** What each request carried. */
  got: { auth: string; body: Record<string, unknown> }[];
  /** Lets the `held` answers waiting so far finish. */
  release(): void;
  close(): void;
};

/** The fake's answer, in the pieces it streams. */
export const FAKE_REPLY = [
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

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const got: FakeChatCompletions['got'] = [];
  let held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
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
                message: { role: 'assistant', content: FAKE_REPLY.join('') },
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
      for (const piece of FAKE_REPLY) res.write(chunk({ content: piece }));
      if (body.model === 'broken') {
        res.end(chunk({ content: ' and then' }).slice(0, 20));
        return;
      }
      if (body.model === 'held') await new Promise<void>((r) => held.push(r));
      const last = chunk({}, 'stop');
      res.write(last.slice(0, 10));
      await new Promise((r) => setTimeout(r, 5));
      res.write(last.slice(10));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    got,
    release() {
      for (const r of held) r();
      held = [];
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
