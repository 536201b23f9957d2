import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';

/** A server-sent event stream on one response. */
export interface EventStream {
  /** Writes one event; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  end(): void;
}

export interface LongLivedOptions {
  /** A comment line this often keeps proxies from dropping the stream while nothing happens. */
  heartbeatMs: number;
  /** Where the stream is kept while open, so a closing server can end it (see `endedOnClose`). */
  open: Set<ServerResponse>;
  /** Runs when the connection closes, whoever closes it. */
  onClose: () => void;
}

/**
 * Takes the response from Fastify and starts a `text/event-stream` on it. Fastify's onSend hooks
 * do not run on a hijacked reply: headers set on the raw response before (helmet's) still go out.
 * A long-lived stream (one that waits for changes) also says `Connection: keep-alive` and beats.
 */
export function openEventStream(reply: FastifyReply, longLived?: LongLivedOptions): EventStream {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    ...(longLived ? { Connection: 'keep-alive' } : {}),
    'X-Accel-Buffering': 'no',
  });
  if (longLived) {
    longLived.open.add(res);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), longLived.heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      longLived.onClose();
      longLived.open.delete(res);
    });
  }
  return {
    send(event, data) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => res.end(),
  };
}

/** Open streams to be ended when the app closes, so closing does not wait for clients that never leave. */
export function endedOnClose(app: Pick<FastifyInstance, 'addHook'>): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  return open;
}
