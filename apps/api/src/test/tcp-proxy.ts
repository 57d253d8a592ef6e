// A TCP proxy in front of a server outside our walls (the S3 fake), for fault tests: `cut()` drops every
// connection and refuses new ones, as a store that goes down does; `cutAfter(bytes)` does so once that many bytes
// have come back from the server, so a download fails mid-stream at a known point; `restore()` lets it through.
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's address, e.g. http://127.0.0.1:1234. */
  endpoint: string;
  cut(): void;
  cutAfter(bytes: number): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let down = false;
  let budget = Number.POSITIVE_INFINITY;

  const cut = () => {
    down = true;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (chunk.length >= budget) {
        client.write(chunk.subarray(0, budget));
        budget = 0;
        cut();
        return;
      }
      budget -= chunk.length;
      if (!client.write(chunk)) {
        upstream.pause();
        client.once('drain', () => upstream.resume());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    cut,
    cutAfter: (bytes) => {
      budget = bytes;
    },
    restore: () => {
      down = false;
      budget = Number.POSITIVE_INFINITY;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
