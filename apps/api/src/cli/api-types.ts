// `npm run api:types`: writes the router's type for clients to packages/api-types (trpc/api-types-codegen.ts).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiTypesFile, renderApiTypes } from '../trpc/api-types-codegen';

try {
  await writeFile(apiTypesFile, await renderApiTypes());
  process.stdout.write(`Wrote ${fileURLToPath(apiTypesFile)}\n`);
} catch (error) {
  process.stderr.write(
    `Could not generate the API types: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
