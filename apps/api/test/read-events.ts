import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One server-sent event: its `event:` name (`message` without one) and its JSON `data:`. */
export type ServerEvent = { event: string; data: unknown };

/**
 * Reads a `text/event-stream` answer event by event, as they arrive (eventsource-parser joins
 * lines split across chunks), so a test can look at what came before the stream ended.
 */
export async function* readEvents(res: Response): AsyncGenerator<ServerEvent> {
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const messages: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => messages.push(message) });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    for (const message of messages.splice(0))
      yield { event: message.event ?? 'message', data: JSON.parse(message.data) };
  }
}

/** Every event of the stream, once it has ended. */
export async function allEvents(res: Response): Promise<ServerEvent[]> {
  const all: ServerEvent[] = [];
  for await (const e of readEvents(res)) all.push(e);
  return all;
}
