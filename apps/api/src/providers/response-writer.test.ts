import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeChatCompletions,
  FAKE_REPLY as REPLY,
  startFakeChatCompletions,
} from '../../test/fake-chat-completions';
import {
  chatCompletionsWriter,
  createResponseWriter,
  type DraftFacts,
  ResponseWriterError,
} from './response-writer';

/** The fake Chat Completions server (test/fake-chat-completions.ts). */
let fake: FakeChatCompletions;
let baseUrl: string;
let got: FakeChatCompletions['got'];

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  baseUrl = fake.baseUrl;
  got = fake.got;
});
afterAll(() => fake.close());

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
