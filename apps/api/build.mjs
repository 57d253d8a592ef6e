// Bundles the API for `node dist/main.js`: our source and the @photoedit/* workspace packages (TypeScript
// source) go into the bundle; every other dependency stays external and is loaded from node_modules.
// Entry files sit directly in dist/ so config.ts's repo-root lookup (three levels up) holds for them too.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter(
  (name) => !name.startsWith('@photoedit/'),
);

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/cli/migrate.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // Loaded by media.processing.ts as a worker thread, by this name beside main.js.
    'media-render-worker': 'src/modules/media/media.render-worker.ts',
    // Started by the render worker for exposure fusion (fusion-kernels/fusion-helper.ts).
    'media-fusion-helper': 'src/modules/media/brackets/fusion-kernels/fusion-helper.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Subpaths (kysely/migration, @trpc/server/adapters/fastify) follow their package.
  external,
  // For any bundled CommonJS that calls require() inside an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
