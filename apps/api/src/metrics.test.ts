// GET /api/metrics: the Prometheus text with every figure the operators' guide lists, behind METRICS_TOKEN;
// absent in production without a token. A failing job shows in the metrics and in job_runs.

import type { AdminJobsOutput } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { developmentJwtSecret } from './config';
import { defineJob } from './jobs/job-definitions';
import {
  createIdentityTestServer,
  createUser,
  data,
  type IdentityTestServer,
  sessionFor,
  trpc,
} from './modules/auth/auth.fixtures';
import { createTestDatabase, type TestDatabase } from './test/database';

const token = 'a-metrics-token-of-32-characters';

/** The value of one series (name and labels as written), or undefined. */
function seriesValue(text: string, series: RegExp): number | undefined {
  const line = text.split('\n').find((each) => series.test(each));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  let testDb: TestDatabase;
  let server: IdentityTestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = createIdentityTestServer(testDb.database, {
      config: { metricsToken: token, nodeId: 'node-a', port: 0, host: '127.0.0.1' },
    });
    server.jobs.work(
      defineJob({ name: 'test.fails', does: 'fails', payload: z.object({}), retryLimit: 0 }),
      async () => {
        throw new Error('the store said no');
      },
    );
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await testDb.drop();
  });

  const scrape = (authorization?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('asks for the token: none or a wrong one is 401 with WWW-Authenticate', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers every figure of the guide, each labelled with the node', async () => {
    await server.app.inject({ method: 'GET', url: '/api/trpc/orders.turnarounds' });
    await server.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const response = await scrape(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      seriesValue(
        text,
        /^photoedit_http_requests_total\{.*route="\/api\/trpc\/orders\.turnarounds".*status="200"/,
      ),
    ).toBe(1);
    expect(seriesValue(text, /^photoedit_http_requests_total\{.*route="unmatched".*status="404"/)).toBe(1);
    expect(text).toMatch(/^photoedit_http_request_duration_seconds_bucket\{/m);
    expect(seriesValue(text, /^photoedit_db_pool_connections\{pool="main",state="total"/)).toBeGreaterThan(0);
    expect(
      seriesValue(text, /^photoedit_job_queue\{job="media\.cleanup",state="ready"/),
    ).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, /^photoedit_mail_outbox_backlog\{/)).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, /^photoedit_mail_outbox_oldest_seconds\{/)).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, /^photoedit_live_streams\{/)).toBe(0);
    expect(seriesValue(text, /^photoedit_listen_polling\{channel="mail_outbox"/)).toBe(0);
    expect(seriesValue(text, /^photoedit_media_queue\{state="pending"/)).toBe(0);
    expect(seriesValue(text, /^process_resident_memory_bytes\{/)).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{/m);
    const series = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(series.filter((line) => !line.includes('node="node-a"'))).toEqual([]);
  });

  it('a failing job is counted, and its last error and failures in a row are kept', async () => {
    await testDb.database.db.transaction().execute((trx) => server.jobs.enqueue(trx, 'test.fails', {}));
    await vi.waitFor(
      async () => {
        const row = await testDb.database.db
          .selectFrom('job_runs')
          .selectAll()
          .where('job', '=', 'test.fails')
          .executeTakeFirst();
        expect(row).toMatchObject({ last_error: 'the store said no', failures_in_a_row: 1 });
      },
      { timeout: 15_000, interval: 100 },
    );
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(seriesValue(text, /^photoedit_job_runs_total\{.*job="test\.fails".*outcome="failed"/)).toBe(1);
    expect(seriesValue(text, /^photoedit_job_failures_in_a_row\{.*job="test\.fails"/)).toBe(1);

    // And in the admin console (admin.jobs), failing jobs first.
    const admin = await createUser(testDb.database.db, 'admin');
    const adminToken = (await sessionFor(testDb.database.db, admin.id, { jwtSecret: developmentJwtSecret }))
      .access_token;
    const jobs = await trpc(server, 'admin.jobs', undefined, { type: 'query', token: adminToken });
    expect(jobs.status).toBe(200);
    const [first] = data<AdminJobsOutput>(jobs);
    expect(first).toMatchObject({ job: 'test.fails', failuresInARow: 1, lastError: 'the store said no' });
    expect(first?.lastFailedAt).not.toBeNull();
  });
});

describe('GET /api/metrics in production without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const testDb = await createTestDatabase();
    const server = createIdentityTestServer(testDb.database, { config: { nodeEnv: 'production' } });
    const response = await server.app.inject({ method: 'GET', url: '/api/metrics' });
    await server.stop();
    await testDb.drop();
    expect(response.statusCode).toBe(404);
  });
});
