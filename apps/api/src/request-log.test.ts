import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from './db/database';
import type { Logger } from './logger';
import { buildServer, type Server } from './server';
import { silentLogger } from './test/database';
import { testConfig } from './test/server';

describe('request logging', () => {
  const lines: Record<string, unknown>[] = [];
  let database: Database;
  let server: Server;

  beforeAll(() => {
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    // Never connected to: the requests below do not reach the database.
    database = new Database({ connectionString: 'postgres://x:y@127.0.0.1:9/none', logger: silentLogger });
    server = buildServer({ config: testConfig(), database, logger: logger as unknown as Logger });
  });
  afterAll(async () => {
    await server.stop();
    await database.close();
  });

  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one line per request, without the query string, and none for health checks', async () => {
    await server.app.inject({ method: 'GET', url: '/api/nothing-here?token=secret' });
    await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/nothing-here',
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });
});
