// buildServer(deps) → { app, start, stop }: the whole HTTP surface, without owning the database.
import { randomUUID } from 'node:crypto';
import { apiJsonBodyLimitBytes, trpcPath } from '@photoedit/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, listenHosts } from './config';
import type { Database } from './db/database';
import { createJobs, type Jobs } from './jobs/jobs';
import { createLogger, type Logger } from './logger';
import { createMetrics, registerMetricsRoute, registerRequestMetrics } from './metrics';
import { registerApiKeyJobs } from './modules/api-keys';
import { registerIdentityJobs } from './modules/auth';
import { invoiceAttachment } from './modules/invoices';
import {
  createMailDelivery,
  devMailboxTransport,
  type MailTransport,
  registerMailJobs,
  smtpTransport,
} from './modules/mail';
import { createMediaModule, registerMediaJobs, startSpoolSweeper, sweepSpool } from './modules/media';
import { createLiveHub, type LiveHub, registerOrdersJobs } from './modules/orders';
import { createCatalogueCache } from './modules/services';
import { createWebhookDispatcher, registerWebhookJobs } from './modules/webhooks';
import { PortInUseError, portInUseMessage } from './net';
import { OneLinePerRequest, registerRequestId } from './request-log';
import { registerAuthRoutes } from './rest/auth';
import { registerDevMailRoutes } from './rest/dev';
import { registerDownloadRoutes } from './rest/downloads';
import { notFoundHandler, restErrorHandler } from './rest/errors';
import { registerHealthRoute, registerReadinessRoute } from './rest/health';
import { registerInvoiceRoutes } from './rest/invoices';
import { registerMediaRoutes } from './rest/media';
import { registerApiDocs } from './rest/openapi';
import { registerPaymentRoutes } from './rest/payments';
import { registerV1Routes } from './rest/v1';
import { trackRunningHandlers } from './running-handlers';
import { registerSecurityHeaders } from './security-headers';
import { registerTrpc } from './trpc/mount';
import { registerWebApps } from './web/static';

export interface ServerDeps {
  config: Config;
  database: Database;
  logger?: Logger;
  /** The clock of identity and mail rules (tests pass a fake one). */
  now?: () => Date;
  /** Overrides the transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
}

export interface Server {
  app: FastifyInstance;
  /** Listens on config.port (0 = any free port) and returns the bound addresses. */
  start(): Promise<string[]>;
  stop(): Promise<void>;
  /** Background jobs (pg-boss): register with work()/schedule() before start(). */
  jobs: Jobs;
  /** Every route this server answers (filled as they are added; complete once app.ready() resolved). */
  routes: readonly { method: string; url: string }[];
  /** This node's live streams (how many are open). */
  live: Pick<LiveHub, 'streams'>;
}

/**
 * A stopping node is done within this: Docker's default stop timeout is 10 s, and main.ts exits hard at 9 s.
 * Requests still running after the first share are cut (a download a client reads slowly, a stalled upload);
 * the rest goes to the handlers of requests whose clients hung up, then to mail and jobs, each bounded.
 */
export const stopBudgetMs = 7000;
const stopShares = { requests: 3500, handlers: 1500, background: 2000 } as const;

/** Waits for `work`, but no longer than `ms` (it goes on, unawaited; what it needs is closed after). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** Fastify's close waits for every open connection; after `ms` the ones still busy are cut. */
async function closeHttp(app: FastifyInstance, ms: number): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => {
    app.log.warn('stopping: cutting the connections of requests still running');
    app.server.closeAllConnections();
  }, ms);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}

export function buildServer(deps: ServerDeps): Server {
  const { config } = deps;
  const app = createFastify(config, deps.logger);

  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  const handlers = trackRunningHandlers(app);

  const now = deps.now ?? (() => new Date());
  const background = createBackground(app, deps, now);
  const { mail, jobs, catalogue, live, media, webhooks } = background;
  registerHttp(app, deps, now, background);

  let stopSpoolSweeper = () => {};
  const startWithBackground = async () => {
    await sweepSpool(config.media.spoolDir, now(), app.log);
    stopSpoolSweeper = startSpoolSweeper(config.media.spoolDir, now, app.log);
    // The queue before the first request: a change that queues a job does so in its own transaction.
    await jobs.start();
    const addresses = await listen(app, config);
    await mail.start();
    await webhooks.start();
    return addresses;
  };
  // Stop taking requests first (live streams are ended, so their clients reconnect to another node and the
  // server's close does not wait for them), let the handlers of requests whose clients hung up finish (the
  // database closes after this), then let running jobs and the mail pass finish; each step within its share of
  // stopBudgetMs.
  const stop = async () => {
    stopSpoolSweeper();
    await Promise.all([closeHttp(app, stopShares.requests), live.stop()]);
    await handlers.settled(stopShares.handlers);
    await Promise.all([
      within(mail.stop(), stopShares.background),
      within(webhooks.stop(), stopShares.background),
      catalogue.stop(),
      jobs.stop(stopShares.background),
    ]);
    await media.storage.close();
  };

  return { app, start: startWithBackground, stop, jobs, routes, live };
}

function createFastify(config: Config, logger: Logger | undefined): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel, config.nodeId),
    // A hop count becomes the equivalent function (Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (() => {
            const hops = config.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.trustProxy,
    // Behind a trusted proxy, keep its request id so logs line up across hops.
    requestIdHeader: config.trustProxy === false ? false : 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: apiJsonBodyLimitBytes,
    // tRPC batches put every procedure path into one URL parameter ("a.b,c.d,...").
    routerOptions: { maxParamLength: 2000 },
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
  });
  registerRequestId(app);
  return app;
}

/** Mail delivery, the job queue and its schedules, the catalogue cache, the live hub and the media pipeline. */
function createBackground(app: FastifyInstance, deps: ServerDeps, now: () => Date) {
  const { config, database } = deps;
  const mail = createMailDelivery({
    db: database.db,
    transport:
      deps.mailTransport ??
      (config.smtpUrl
        ? smtpTransport(config.smtpUrl, { timeoutMs: config.smtpTimeoutMs })
        : devMailboxTransport(app.log, config.publicOrigin)),
    from: config.mailFrom,
    concurrency: config.mailSendConcurrency,
    logger: app.log,
    now,
    listenSource: database,
    attachment: (ref) => invoiceAttachment({ db: database.db }, ref.id),
  });
  const metrics = createMetrics(config.nodeId);
  const jobs = createJobs({ pool: database.pool, logger: app.log, observe: metrics.observeJob });
  const catalogue = createCatalogueCache({ listenSource: database, logger: app.log });
  const live = createLiveHub({
    db: database.db,
    listenSource: database,
    logger: app.log,
    limits: config.live,
  });
  registerOrdersJobs(jobs, { db: database.db, now, origin: config.publicOrigin });
  registerIdentityJobs(jobs, { db: database.db, now });
  registerApiKeyJobs(jobs, { db: database.db, now });
  registerMailJobs(jobs, mail);
  const media = createMediaModule({
    db: database.db,
    config: config.media,
    now,
    log: app.log,
    observeProcessing: metrics.observeMediaProcessing,
  });
  registerMediaJobs(jobs, media.service);
  const webhookDeps = { db: database.db, config, now, log: app.log };
  registerWebhookJobs(jobs, webhookDeps);
  const webhooks = createWebhookDispatcher({ ...webhookDeps, listenSource: database });
  return { mail, jobs, catalogue, live, media, metrics, webhooks };
}

/** Headers, error handling, the API (docs, tRPC, REST) and the web apps, in this order: hooks run as added. */
function registerHttp(
  app: FastifyInstance,
  deps: ServerDeps,
  now: () => Date,
  { jobs, catalogue, live, media, metrics }: ReturnType<typeof createBackground>,
): void {
  const { config, database } = deps;
  const production = config.nodeEnv === 'production';
  const exposeInternals = config.nodeEnv === 'development';
  registerSecurityHeaders(app, {
    production,
    stripe: config.payments.provider === 'stripe',
    dataOnlyPrefixes: [`${trpcPath}/`],
  });

  registerRequestMetrics(app, metrics);
  app.setErrorHandler(restErrorHandler(exposeInternals));
  // REST routes declare zod schemas: requests are validated and answers encoded by them, and documented.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setNotFoundHandler(notFoundHandler);

  registerApiDocs(app);

  registerTrpc(app, { db: database.db, config, now, exposeInternals, jobs, catalogue, live });

  // The REST routes, in a plugin so that they are added after @fastify/swagger has loaded (and documented).
  app.register(async (api) => {
    registerHealthRoute(api, { database, storage: media.storage });
    registerReadinessRoute(api, { database, storage: media.storage });
    registerMetricsRoute(api, metrics, { database, jobs, live, media: media.processor }, config);
    registerAuthRoutes(api, { db: database.db, config, now });
    if (config.devRoutes) registerDevMailRoutes(api, { db: database.db, now });
    const mediaDeps = { db: database.db, config, now, media: media.service, storage: media.storage };
    registerMediaRoutes(api, mediaDeps);
    registerPaymentRoutes(api, { db: database.db, config, now });
    registerDownloadRoutes(api, mediaDeps);
    registerInvoiceRoutes(api, { db: database.db, config, now });
    registerV1Routes(api, {
      db: database.db,
      config,
      now,
      jobs,
      media: media.service,
      log: app.log,
      exposeInternals,
    });
  });

  registerWebApps(app, config.webDist, { sourceMaps: config.nodeEnv !== 'production' });
}

/** Listens on config.port at the first address that works and returns the bound addresses as URLs. */
async function listen(app: FastifyInstance, config: Config): Promise<string[]> {
  const hosts = listenHosts(config);
  for (const [index, host] of hosts.entries()) {
    try {
      await app.listen({ port: config.port, host });
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new PortInUseError(portInUseMessage('PORT', config.port));
      const last = index === hosts.length - 1;
      // '::' fails where IPv6 is disabled; fall back to the next candidate.
      if (last || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error;
      app.log.warn({ host, code }, 'cannot listen here; trying the next address');
    }
  }
  return app
    .addresses()
    .map((address) =>
      typeof address === 'string'
        ? address
        : address.family === 'IPv6'
          ? `http://[${address.address}]:${address.port}`
          : `http://${address.address}:${address.port}`,
    );
}
