import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * For tests: a local stand-in for an OpenAI-compatible Chat Completions API on 127.0.0.1,
 * answering in that API's own format. Each test decides the answer; every request is kept
 * (headers and parsed body), so a test can check what was sent, and that nothing was.
 */

export interface ChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: unknown;
  };
}

export type ChatAnswer =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' };

export interface FakeChatServer {
  /** Base URL to configure (`AI_API_URL`), ending in /v1. */
  url: string;
  requests: ChatRequest[];
  answer(next: ChatAnswer): void;
  close(): Promise<void>;
}

/** A chat completion whose message is `content`, as OpenAI writes one. */
export function completionBody(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'coach-test',
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  });
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let next: ChatAnswer = { kind: 'status', status: 500 };
  const requests: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ChatRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {}
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const answer = next;
      if (answer.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer.kind === 'status') {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body ?? JSON.stringify({ error: { message: 'upstream failure' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer.kind === 'raw' ? answer.body : completionBody(answer.content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(value) {
      next = value;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
