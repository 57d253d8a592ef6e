import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, renderApiTypes } from './api-types-codegen';

describe('packages/api-types/src/router.gen.d.ts', () => {
  it('is the declaration of today’s router (run `npm run api:types` when it is not)', async () => {
    expect(await readFile(apiTypesFile, 'utf8')).toBe(await renderApiTypes());
  }, 60_000);
});
