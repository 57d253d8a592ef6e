import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/open';
import { assertPortFree } from './net';
import { silentLogger } from './test/database';

const listening = (): Promise<{ server: Server; port: number }> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });

describe('start-up refusals that name their variable', () => {
  it('a busy port is refused naming PORT (checked before the first admin is created)', async () => {
    const { server, port } = await listening();
    try {
      await expect(assertPortFree(port, '127.0.0.1', 'PORT')).rejects.toThrow(
        `Port ${port} (PORT) is already in use: is PhotoEdit, or another program, running on it? Stop it, or set PORT to another port.`,
      );
    } finally {
      server.close();
    }
    await expect(assertPortFree(port, '127.0.0.1', 'PORT')).resolves.toBeUndefined();
  });

  it('an unreachable DATABASE_URL names the variable and the host:port tried, never the password', async () => {
    const { server, port } = await listening();
    server.close();
    const attempt = openDatabase(
      {
        databaseUrl: `postgres://photoedit:s3cret@127.0.0.1:${port}/photoedit`,
        listenDatabaseUrl: undefined,
        dataDir: '/nonexistent',
        embeddedPgPort: 1,
        databasePoolMax: 1,
      },
      silentLogger,
    );
    await expect(attempt).rejects.toThrow(
      `Cannot reach the database at 127.0.0.1:${port} (DATABASE_URL): ECONNREFUSED`,
    );
    await attempt.catch((error: Error) => expect(error.message).not.toContain('s3cret'));
  });
});
