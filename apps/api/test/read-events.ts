/** One server-sent event: its `event:` name (`message` without one) and its JSON `data:`. */
export type ServerEvent = { event: string; data: unknown };

/**
 * Reads a `text/event-stream` answer event by event, as they arrive (lines split across
 * chunks are joined), so a test can look at what came before the stream ended.
 */
export async function* readEvents(res: Response): AsyncGenerator<ServerEvent> {
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) yield { event, data: JSON.parse(data.join('\n')) };
    }
  }
}

/** Every event of the stream, once it has ended. */
export async function allEvents(res: Response): Promise<ServerEvent[]> {
  const all: ServerEvent[] = [];
  for await (const e of readEvents(res)) all.push(e);
  return all;
}
