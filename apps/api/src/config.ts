// The one place that reads process.env: validates it once with zod and fails fast naming the bad variable.
import { availableParallelism, hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveRules } from '@photoedit/contracts';
import type { z } from 'zod';
import { type Env, EnvSchema, type LogLevel, type NodeEnv, type TrustProxy } from './config.env';
import type { OutboundPolicy } from './outbound/outbound';
import { defaultRateLimits, type RateLimits } from './rate-limit/rate-limit.windows';
import type { StorageConfig } from './storage';

/**
 * The repository root. This file runs as apps/api/src/config.ts (tsx, vitest) and is bundled into
 * apps/api/dist/main.js (esbuild): both sit two directories below apps/api, so three levels up is the root.
 */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export type { LogLevel, NodeEnv, TrustProxy };

export interface Config {
  nodeEnv: NodeEnv;
  /** HTTP port of the one process serving the API and the three apps. */
  port: number;
  /** Listen address; `undefined` means the default strategy of `listenHosts()`. */
  host: string | undefined;
  dataDir: string;
  /** External PostgreSQL; `undefined` starts the embedded one. */
  databaseUrl: string | undefined;
  /** A direct session connection for LISTEN when DATABASE_URL goes through a transaction-mode pooler. */
  listenDatabaseUrl: string | undefined;
  databasePoolMax: number;
  embeddedPgPort: number;
  logLevel: LogLevel;
  /** Names this node on every log line and metric (NODE_ID, default `hostname:pid`). */
  nodeId: string;
  /** Bearer token of GET /api/metrics; without it the metrics exist in development and tests only. */
  metricsToken: string | undefined;
  /** `npm run dev`: the apps are served by Vite's dev servers (the start banner names them). */
  webDevServers: boolean;
  /** Where backup and restore find pg_dump and pg_restore (PG_BIN); PATH when unset. */
  pgBin: string | undefined;
  trustProxy: TrustProxy;
  /** The origin users reach the client app on, for links in e-mails. */
  publicOrigin: string;
  webDist: { client: string; designer: string; admin: string };
  /** HS256 key of the access tokens (and, derived from it, the access-code pepper). */
  jwtSecret: string;
  /** SMTP server for outgoing mail; `undefined` keeps mail in the outbox for the dev mailbox. */
  smtpUrl: string | undefined;
  /** Connection, greeting and socket timeout of one SMTP exchange: a server that hangs fails in seconds. */
  smtpTimeoutMs: number;
  /** Mail sent at once, so one stuck message does not hold the others. */
  mailSendConcurrency: number;
  /** Live streams (ADR 010) one user, and all users, may hold open on this node. */
  /**
   * Streams per user and node, how often their sessions are checked, an idle stream's ping interval, and who writes
   * the streams: 'direct' (sse-subscriptions.ts, ADR 012) or 'trpc' (tRPC's own producer, for `bench:live`'s
   * comparison).
   */
  live: {
    perUser: number;
    perNode: number;
    sessionCheckMs: number;
    pingMs: number;
    streamWriter: 'direct' | 'trpc';
  };
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** The first admin, created on start when no admin exists. */
  initialAdmin: { email: string; password: string } | undefined;
  /** `/dev/mailbox`, `/api/dev/*` (never in production). */
  devRoutes: boolean;
  /** Postgres-backed rate limits per action: `limit` hits per `windowMs`. Tests override them. */
  rateLimits: RateLimits;
  /** Uploads, processing and serving of images (docs/media.md). */
  media: MediaConfig;
  /** Card payments (docs/ordering.md): Stripe with all three keys, else the offline test provider. */
  payments: PaymentsConfig;
  /** Who issues the invoices and how (docs/invoices.md). */
  invoicing: InvoicingConfig;
  /** Images fetched for API orders and webhook deliveries: https to public addresses only in production. */
  outbound: OutboundPolicy;
}

export interface InvoicingConfig {
  seller: { name: string; addressLines: string[]; country: string; vatId: string };
  /** The VAT rate of the seller's country, in percent (23 in Poland). */
  vatRatePercent: number;
  /** Whose calendar numbers the invoices per year and bounds the monthly export. */
  timeZone: string;
}

export type PaymentsConfig =
  | { provider: 'offline' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Tests: a local fake of the Stripe API (host, port, protocol of STRIPE_API_BASE). */
      apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    };

export interface MediaConfig {
  /** HMAC key of signed image addresses. */
  urlSecret: string;
  /** How long a signed address stays valid (it is rounded up to a quarter hour, so it can be cached). */
  urlTtlSeconds: number;
  storage: StorageConfig;
  /** Where an upload is spooled while it arrives (`${DATA_DIR}/spool`); stale files are swept at start. */
  spoolDir: string;
  /** Images processed at once; the rest wait in a queue. */
  processingConcurrency: number;
  /** Largest total pixel count of an upload (all frames of an animation together). */
  maxPixels: number;
  maxFrames: number;
  processingTimeoutSeconds: number;
  /** Drafts (wizard uploads) live this long without turning into an order, then are deleted with their files. */
  draftTtlHours: number;
}

/** Public, so refused in production. */
export const developmentMediaUrlSecret = 'development-only-media-url-secret-do-not-use-in-production';

/** The development JWT secret: known to everyone, so production refuses it. */
export const developmentJwtSecret = 'photoedit-development-only-jwt-secret-do-not-use-in-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment into a Config; throws ConfigError listing every bad variable by name. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => describeIssue(issue, env)));
  const e = parsed.data;
  const problems = [...(e.NODE_ENV === 'production' ? productionProblems(e) : []), ...consistencyProblems(e)];
  if (problems.length > 0) throw new ConfigError(problems);
  return configFromEnv(e, pathResolver(e.INIT_CWD ?? cwd));
}

/** One line naming the variable, what it must be, and what it got. */
function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? 'environment');
  const got = typeof env[name] === 'string' ? ` (got ${JSON.stringify(env[name])})` : '';
  const message =
    issue.code === 'invalid_value' ? `must be one of ${issue.values.join(', ')}` : issue.message;
  return `${name} ${message}${got}`;
}

/** Development-only settings are refused in production (ARCHITECTURE §4). */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is required when NODE_ENV=production (the embedded PostgreSQL is for development only)',
    );
  }
  if (!e.PUBLIC_ORIGIN) {
    problems.push('PUBLIC_ORIGIN is required when NODE_ENV=production (e.g. https://photoedit.example)');
  }
  if (!e.JWT_SECRET || e.JWT_SECRET === developmentJwtSecret) {
    problems.push('JWT_SECRET is required when NODE_ENV=production (the development default is public)');
  }
  if (!e.MEDIA_URL_SECRET || e.MEDIA_URL_SECRET === developmentMediaUrlSecret) {
    problems.push(
      'MEDIA_URL_SECRET is required when NODE_ENV=production (the development default is public)',
    );
  }
  if (!e.SELLER_NAME || !e.SELLER_ADDRESS || !e.SELLER_VAT_ID) {
    problems.push(
      'SELLER_NAME, SELLER_ADDRESS and SELLER_VAT_ID are required when NODE_ENV=production (they are printed on every invoice)',
    );
  }
  if (!e.SMTP_URL) {
    problems.push('SMTP_URL is required when NODE_ENV=production (the dev mailbox is for development only)');
  }
  if (e.OUTBOUND_ALLOW_PRIVATE === 'true') {
    problems.push(
      'OUTBOUND_ALLOW_PRIVATE=true is refused when NODE_ENV=production (fetches and webhooks reach public https only)',
    );
  }
  if (!e.STRIPE_SECRET_KEY) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (the offline test payment is for development only)',
    );
  }
  return problems;
}

/** Variables that only make sense together, or must not clash. */
function consistencyProblems(e: Env): string[] {
  const problems: string[] = [];
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some((key) => key === undefined) && stripeKeys.some((key) => key !== undefined)) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  if (!e.DATABASE_URL && e.EMBEDDED_PG_PORT === e.PORT) {
    problems.push(`EMBEDDED_PG_PORT must differ from PORT (both are ${e.PORT})`);
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return problems;
}

/** A path variable: absolute as given, relative to `base`, or the fallback when unset. */
type PathOf = (value: string | undefined, fallback: string) => string;

/** How often a node checks that the sign-in sessions of its live streams are still open (logout, deactivation). */
export const liveSessionCheckMs = 10_000;

const pathResolver =
  (base: string): PathOf =>
  (value, fallback) =>
    value === undefined ? fallback : isAbsolute(value) ? value : resolve(base, value);

function configFromEnv(e: Env, path: PathOf): Config {
  const nodeEnv = e.NODE_ENV;
  return {
    nodeEnv,
    port: e.PORT,
    host: e.HOST,
    dataDir: path(e.DATA_DIR, join(repoRoot, '.data')),
    databaseUrl: e.DATABASE_URL,
    listenDatabaseUrl: e.LISTEN_DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    nodeId: e.NODE_ID ?? `${hostname()}:${process.pid}`,
    metricsToken: e.METRICS_TOKEN,
    webDevServers: e.WEB_DEV_SERVERS === 'true',
    pgBin: e.PG_BIN,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    webDist: {
      client: path(e.CLIENT_WEB_DIST, join(repoRoot, 'apps/client-web/dist')),
      designer: path(e.DESIGNER_WEB_DIST, join(repoRoot, 'apps/designer-web/dist')),
      admin: path(e.ADMIN_WEB_DIST, join(repoRoot, 'apps/admin-web/dist')),
    },
    jwtSecret: e.JWT_SECRET ?? developmentJwtSecret,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    mailSendConcurrency: e.MAIL_SEND_CONCURRENCY,
    live: {
      perUser: e.LIVE_MAX_STREAMS_PER_USER,
      perNode: e.LIVE_MAX_STREAMS_PER_NODE,
      sessionCheckMs: liveSessionCheckMs,
      pingMs: liveRules.pingMs,
      streamWriter: 'direct',
    },
    mailFrom: e.MAIL_FROM ?? 'PhotoEdit <no-reply@photoedit.localhost>',
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    devRoutes: nodeEnv !== 'production',
    outbound: {
      allowPrivateAddresses: nodeEnv !== 'production' && e.OUTBOUND_ALLOW_PRIVATE !== 'false',
      allowHttp: nodeEnv !== 'production' && e.OUTBOUND_ALLOW_PRIVATE !== 'false',
      allowHosts: e.OUTBOUND_ALLOW_HOSTS?.split(',') ?? [],
    },
    rateLimits: {
      ...defaultRateLimits,
      ...Object.fromEntries(
        Object.entries(e.RATE_LIMITS ?? {}).map(([name, rule]) => [
          name,
          { limit: rule.limit, windowMs: rule.windowSeconds * 1000 },
        ]),
      ),
    },
    media: mediaConfig(e, path),
    payments: paymentsConfig(e),
    invoicing: {
      seller: {
        name: e.SELLER_NAME ?? 'PhotoEdit sp. z o.o. (development)',
        // Lines separated by "|": "ul. Marszałkowska 1|00-001 Warszawa".
        addressLines: (e.SELLER_ADDRESS ?? 'ul. Przykładowa 1|00-001 Warszawa')
          .split('|')
          .map((line) => line.trim())
          .filter(Boolean),
        country: e.SELLER_COUNTRY ?? 'PL',
        vatId: e.SELLER_VAT_ID ?? 'PL5260250995',
      },
      vatRatePercent: e.INVOICE_VAT_RATE ?? 23,
      timeZone: e.INVOICE_TIME_ZONE ?? 'Europe/Warsaw',
    },
  };
}

function mediaConfig(e: Env, path: PathOf): MediaConfig {
  const dataDir = path(e.DATA_DIR, join(repoRoot, '.data'));
  return {
    urlSecret: e.MEDIA_URL_SECRET ?? developmentMediaUrlSecret,
    urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    // S3_BUCKET set: object storage; otherwise files under ${DATA_DIR}/media.
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : { driver: 'local', dir: path(e.MEDIA_DIR, join(dataDir, 'media')) },
    spoolDir: join(dataDir, 'spool'),
    processingConcurrency: e.MEDIA_PROCESSING_CONCURRENCY ?? Math.max(1, availableParallelism()),
    maxPixels: e.MEDIA_MAX_PIXELS,
    maxFrames: e.MEDIA_MAX_FRAMES,
    processingTimeoutSeconds: e.MEDIA_PROCESSING_TIMEOUT_SECONDS,
    draftTtlHours: e.MEDIA_DRAFT_TTL_HOURS,
  };
}

/** Stripe when all three keys are set (consistencyProblems refuses one or two), else the offline test provider. */
function paymentsConfig(e: Env): PaymentsConfig {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET)
    return { provider: 'offline' };
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE ? stripeApiBase(e.STRIPE_API_BASE) : undefined,
  };
}

function stripeApiBase(value: string) {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  } as const;
}

/** Loads the process's config or ends the process with one clear line naming the bad variable(s). */
export function loadConfigOrExit(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78); // EX_CONFIG
  }
}

/** The default listen address: loopback only outside production, every interface in production. */
export function listenHosts(config: Pick<Config, 'host' | 'nodeEnv'>): string[] {
  if (config.host) return [config.host];
  // 'localhost' makes Fastify bind 127.0.0.1 and ::1 (whichever exist), which is all that
  // localhost / designer.localhost / admin.localhost need in Chromium, and keeps a dev server off the network.
  if (config.nodeEnv !== 'production') return ['localhost'];
  // Dual-stack first; hosts without IPv6 fall back to IPv4.
  return ['::', '0.0.0.0'];
}
