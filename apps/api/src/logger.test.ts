import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { createLogger } from './logger';

describe('log lines', () => {
  it('carry the node: NODE_ID, or hostname:pid by default', () => {
    expect(parseConfig({ NODE_ENV: 'test', NODE_ID: 'api-2' }).nodeId).toBe('api-2');
    expect(parseConfig({ NODE_ENV: 'test' }).nodeId).toBe(`${hostname()}:${process.pid}`);
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', 'api-2', { write: (line: string) => lines.push(JSON.parse(line)) });
    logger.warn({ code: '57P01' }, 'idle PostgreSQL connection failed');
    expect(lines).toEqual([
      expect.objectContaining({ node: 'api-2', service: 'photoedit-api', code: '57P01', level: 40 }),
    ]);
  });
});
