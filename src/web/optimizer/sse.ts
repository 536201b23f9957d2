export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (the optimizer's POST streams, which EventSource cannot send):
 * blocks end at a blank line, `data:` lines join with a new line, `:` lines are comments.
 */
export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  const flush = (): ServerEvent | null => {
    const out = data.length ? { event, data: data.join('\n') } : null;
    event = 'message';
    data = [];
    return out;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          const complete = flush();
          if (complete) yield complete;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const raw = colon === -1 ? '' : line.slice(colon + 1);
        const text = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = text || 'message';
        else if (field === 'data') data.push(text);
      }
    }
    // A last block without its closing blank line still counts.
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    const last = flush();
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
