import type { ResponseVoice } from '@plaudit/api-client/schemas';

/** One point of the review, as the analysis found it. */
export type ReviewPoint = {
  /** The point as a reply can word it: "the pasta came out cold", "the long wait". */
  point: string;
  /** The keyword it was found from ("pasta", "wait"). */
  keyword: string;
  category: string | null;
  sentiment: -1 | 0 | 1;
};

/** Everything a writer may use: the review, the account's data and voice. Nothing else. */
export type DraftFacts = {
  review: {
    title: string | null;
    content: string;
    rating: number;
    /** "there" when the reviewer is anonymous. */
    first_name: string;
    source_name: string;
    /** ISO 639-1 code of the review's language as detected ('en', 'es', 'fr', 'de', …). */
    language: string;
  };
  business_name: string;
  /** The location's public name, as customers see it beside the review. */
  location_name: string;
  voice: Pick<ResponseVoice, 'tone' | 'sign_off' | 'words_to_avoid' | 'instructions'>;
  points: ReviewPoint[];
  /** The best-matching template with its placeholders filled, when the account has one. */
  template: { id: number; name: string; content: string } | null;
  /** The longest reply the site takes. */
  max_length: number;
};

export type WriteOptions = {
  /** Each piece of text as the writer produces it (a model streams its answer). */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

/**
 * Writes a reply to a review from `DraftFacts`. The local writer (response-writer-local.ts)
 * composes it without a model; the Chat Completions writer asks a model. The caller applies
 * the guardrails to whatever comes back, and falls back to the local writer when a model fails.
 */
export interface ResponseWriter {
  /** 'local' or 'model'. */
  readonly kind: 'local' | 'model';
  readonly name: string;
  write(facts: DraftFacts, options?: WriteOptions): Promise<string>;
}

export type ChatCompletionsConfig = {
  /** The API's base address, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  url: string;
  apiKey?: string;
  model: string;
  /** The whole answer must arrive within this time (default 20 s). */
  timeoutMs?: number;
};

export class ResponseWriterError extends Error {
  override name = 'ResponseWriterError';
}

const TONES = {
  warm: 'warm and personal, like a caring owner',
  formal: 'courteous and formal',
  brief: 'brief: three sentences at most',
} as const;

/** The system and user messages for a model: the voice, the rules, and the review's facts. */
export function chatMessages(facts: DraftFacts): { role: 'system' | 'user'; content: string }[] {
  const v = facts.voice;
  const rules = [
    `You write the public reply of ${facts.business_name} to one customer review. The reply is published beside the review on ${facts.review.source_name}.`,
    `Tone: ${TONES[v.tone]}.`,
    `Write in the review's language (${facts.review.language}).`,
    'Answer each point the reviewer made; apologise for what went wrong without making excuses.',
    'Never promise refunds, discounts, free items, vouchers or any compensation.',
    'Mention no addresses, phone numbers, e-mail addresses, web links or names of staff.',
    `Call the reviewer "${facts.review.first_name}" at most; never use any other personal detail of theirs.`,
    `Keep the reply under ${Math.min(facts.max_length, 1200)} characters. Reply with the text only.`,
    ...(v.sign_off ? [`End with this sign-off on its own line: ${v.sign_off}`] : []),
    ...(v.words_to_avoid.length ? [`Never use these words: ${v.words_to_avoid.join(', ')}.`] : []),
    ...(v.instructions ? [`The business's own instructions: ${v.instructions}`] : []),
  ];
  const points = facts.points.map(
    (p) =>
      `- ${p.sentiment < 0 ? 'complaint' : p.sentiment > 0 ? 'praise' : 'mention'}: ${p.point}`,
  );
  const user = [
    `Location: ${facts.location_name}`,
    `Rating: ${facts.review.rating} of 5`,
    `Reviewer: ${facts.review.first_name}`,
    ...(facts.review.title ? [`Title: ${facts.review.title}`] : []),
    `Review: ${facts.review.content}`,
    ...(points.length ? ['Points found in the review:', ...points] : []),
    ...(facts.template
      ? [`The business's usual reply for such reviews: ${facts.template.content}`]
      : []),
  ];
  return [
    { role: 'system', content: rules.join('\n') },
    { role: 'user', content: user.join('\n') },
  ];
}

/**
 * A model behind the OpenAI-compatible Chat Completions API (OpenAI, Azure OpenAI, or a
 * self-hosted Ollama, vLLM or llama.cpp server): POST {url}/chat/completions with
 * `{model, messages, stream: true}` and a bearer key. The answer is server-sent events, each
 * `data: {chat.completion.chunk}` line carrying `choices[0].delta.content`, ended by
 * `data: [DONE]`. An error status answers `{error: {message}}`.
 */
export function chatCompletionsWriter(config: ChatCompletionsConfig): ResponseWriter {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? 20_000;
  return {
    kind: 'model',
    name: `chat-completions:${config.model}`,
    async write(facts, options = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages: chatMessages(facts),
            stream: true,
            temperature: 0.3,
          }),
          signal,
        });
      } catch (e) {
        throw new ResponseWriterError(
          timeout.aborted
            ? `The model did not answer within ${Math.round(timeoutMs / 1000)} s`
            : `The model could not be reached (${(e as Error).message})`,
        );
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {
          error?: { message?: string };
        } | null;
        throw new ResponseWriterError(
          `The model answered ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}`,
        );
      }
      try {
        return await readStream(res, options.onDelta);
      } catch (e) {
        throw new ResponseWriterError(
          timeout.aborted
            ? `The model did not finish within ${Math.round(timeoutMs / 1000)} s`
            : `The model's answer broke off (${(e as Error).message})`,
        );
      }
    },
  };
}

type Chunk = { choices?: { delta?: { content?: string | null } }[] | null };

/** Reads server-sent events up to `data: [DONE]`, joining each chunk's delta content. */
async function readStream(res: Response, onDelta?: (text: string) => void): Promise<string> {
  if (!res.body) throw new Error('no body');
  // A server that ignores `stream` answers one chat.completion object.
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const whole = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const text = whole.choices?.[0]?.message?.content ?? '';
    onDelta?.(text);
    return text;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  let done = false;
  const reader = res.body.getReader();
  while (!done) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    buffered += decoder.decode(value, { stream: true });
    let nl = buffered.indexOf('\n');
    while (nl >= 0) {
      const line = buffered.slice(0, nl).replace(/\r$/, '');
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        break;
      }
      const chunk = JSON.parse(data) as Chunk & { error?: { message?: string } };
      if (chunk.error) throw new Error(chunk.error.message ?? 'error event');
      const piece = chunk.choices?.[0]?.delta?.content ?? '';
      if (piece) {
        text += piece;
        onDelta?.(piece);
      }
    }
  }
  if (!done) throw new Error('the stream ended before [DONE]');
  await reader.cancel().catch(() => {});
  return text;
}

/**
 * The model writer when AI_API_URL and AI_MODEL are set (AI_API_KEY when the server wants
 * one, AI_TIMEOUT_MS to change the 20 s limit); null otherwise: the local writer only.
 */
export function createResponseWriter(env: NodeJS.ProcessEnv): ResponseWriter | null {
  const { AI_API_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = env;
  if (!AI_API_URL || !AI_MODEL) return null;
  const timeout = Number(AI_TIMEOUT_MS);
  return chatCompletionsWriter({
    url: AI_API_URL,
    model: AI_MODEL,
    ...(AI_API_KEY ? { apiKey: AI_API_KEY } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  });
}
