import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible Chat Completions server for tests and benchmarks. It speaks the real
 * protocol over a socket; each answer comes from a scripted responder.
 */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  /** The structured-output schema name the client asked for (titles, bullets, description, search_terms, insights). */
  schemaName?: string;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** The user message, for convenience. */
  prompt: string;
}

export interface Reply {
  status?: number;
  /** Sent as the assistant message's content, JSON-encoded. */
  json?: unknown;
  /** Raw assistant content (for malformed output). */
  content?: string;
  /** A raw error body for non-200 answers. */
  errorBody?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answer (until the client gives up). */
  hang?: boolean;
}

export type Responder = (request: ChatRequest, index: number) => Reply | Promise<Reply>;

export class OpenAICompatibleServer {
  readonly requests: ChatRequest[] = [];
  private server?: http.Server;
  private sockets = new Set<Socket>();

  constructor(private responder: Responder) {}

  respondWith(responder: Responder) {
    this.responder = responder;
    this.requests.length = 0;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get baseUrl() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const messages = (body.messages as ChatRequest['messages']) ?? [];
    const format = body.response_format as { json_schema?: { name?: string } } | undefined;
    const request: ChatRequest = {
      model: String(body.model),
      messages,
      schemaName: format?.json_schema?.name,
      body,
      headers: req.headers,
      prompt: messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n'),
    };
    const index = this.requests.push(request) - 1;
    const reply = await this.responder(request, index);
    if (reply.hang) return; // the socket stays open until the client aborts
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.errorBody ?? { error: { message: `scripted ${status}`, type: 'server_error' } }));
      return;
    }
    const content = reply.content ?? JSON.stringify(reply.json ?? {});
    res.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: Math.ceil(request.prompt.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
      }),
    );
  }
}
