// Builds the real server for tests, with a test config and silent logs.
import { type Config, parseConfig } from '../config';
import type { Database } from '../db/database';
import { buildServer, type Server } from '../server';
import { silentLogger } from './database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({ NODE_ENV: 'test', PORT: '3000' }), ...overrides };
}

export function createTestServer(database: Database, overrides: Partial<Config> = {}): Server {
  return buildServer({ config: testConfig(overrides), database, logger: silentLogger });
}
