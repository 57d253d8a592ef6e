// A real HTTP server for tests of outbound requests (issue 36): image hosts an API order fetches from, and webhook
// receivers. Each path answers with what a test sets; every request is recorded with its headers and body.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TestReceiver {
  origin: string;
  /** host:port, as an allowed host of an outbound policy. */
  host: string;
  received: ReceivedRequest[];
  on(path: string, handler: Handler): void;
  /** Resolves once `count` requests have arrived at `path`. */
  waitFor(path: string, count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const handlers = new Map<string, Handler>();
  const received: ReceivedRequest[] = [];
  const waiters: { path: string; count: number; resolve: (requests: ReceivedRequest[]) => void }[] = [];
  const atPath = (path: string) => received.filter((request) => request.path === path);
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = (incoming.url ?? '/').split('?')[0] as string;
      const request = {
        method: incoming.method ?? 'GET',
        path,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const handler = handlers.get(path);
      if (handler) handler(request, response);
      else response.writeHead(404).end();
      for (const waiter of [...waiters]) {
        if (atPath(waiter.path).length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(atPath(waiter.path));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    on: (path, handler) => handlers.set(path, handler),
    waitFor: (path, count) =>
      atPath(path).length >= count
        ? Promise.resolve(atPath(path))
        : new Promise((resolve) => waiters.push({ path, count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
