// ADR 011: the installed @trpc/server is the patched one. tRPC's build lowers object spreads to a helper; the patch
// puts native spreads back where every call passes (the middleware chain, the output validator, the response
// transform). pnpm refuses to install when the patch no longer applies; this fails when an upgrade still applies
// it but the calls moved elsewhere, or when the helper is back on those paths.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = dirname(createRequire(import.meta.url).resolve('@trpc/server'));
const chunk = async (prefix: string) => {
  const name = (await readdir(dist)).find((file) => file.startsWith(prefix) && file.endsWith('.mjs'));
  if (!name) throw new Error(`no ${prefix}*.mjs in ${dist}`);
  return readFile(join(dist, name), 'utf8');
};
const functionBody = (source: string, name: string) => {
  const start = source.indexOf(`function ${name}(`);
  expect(start, `${name} in tRPC's build`).toBeGreaterThanOrEqual(0);
  return source.slice(start, source.indexOf('\n}\n', start));
};

describe("tRPC's hot paths use native spreads (patches/@trpc__server@*.patch)", () => {
  it('callRecursive and the output middleware', async () => {
    const source = await chunk('initTRPC-');
    const chain = functionBody(source, 'callRecursive');
    expect(chain).toContain('...opts');
    expect(chain).not.toContain('_objectSpread2');
    expect(functionBody(source, 'createOutputMiddleware')).not.toContain('_objectSpread2');
  });

  it('transformTRPCResponseItem', async () => {
    const body = functionBody(await chunk('asyncGeneratorDelegate-'), 'transformTRPCResponseItem');
    expect(body).toContain('...item');
    expect(body).not.toContain('_objectSpread2');
  });
});
