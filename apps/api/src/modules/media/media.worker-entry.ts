// Where a worker thread's code is: `sourceFile` beside the caller when running from source (tests, tsx), where it
// needs tsx to load TypeScript unless this thread already runs under it; `bundledFile` beside the bundle
// (build.mjs puts every worker's entry next to main.js).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export function workerEntry(
  callerUrl: string,
  sourceFile: string,
  bundledFile: string,
): { url: URL; execArgv?: string[] } {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(`./${bundledFile}`, callerUrl) };
  const url = new URL(`./${sourceFile}`, callerUrl);
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return { url };
  const tsx = pathToFileURL(createRequire(callerUrl).resolve('tsx')).href;
  return { url, execArgv: ['--import', tsx] };
}
