// The OpenAPI document passes Redocly's recommended rules (issue 36): what integrators generate clients from is
// valid and complete — every operation with an id, a summary, responses and its security, every tag declared.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestServer, type IdentityTestServer } from '../modules/auth/auth.fixtures';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { openApiJsonPath } from './openapi';

let testDb: TestDatabase;
let server: IdentityTestServer;
beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database, { config: { devRoutes: false } });
  await server.app.ready();
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const document = await server.app.inject({ method: 'GET', url: openApiJsonPath });
    expect(document.statusCode, document.body.slice(0, 2000)).toBe(200);
    const problems = await lintFromString({
      source: document.body,
      absoluteRef: 'openapi.json',
      config: await createConfig({
        extends: ['recommended'],
        rules: {
          // A proprietary service: no licence to name.
          'info-license': 'off',
          // Liveness and readiness answer 200 or 503 and nothing else; every other operation names its 4xx.
          'operation-4xx-response': 'off',
        },
      }),
    });
    const listed = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
    );
    expect(listed).toEqual([]);
  });
});
