// The environment variables the API reads, as one zod schema: each with its format, its message and its default.
import { liveRules } from '@photoedit/contracts';
import { z } from 'zod';
import { defaultRateLimits, type RateLimitName } from './rate-limit/rate-limit.windows';

const nodeEnvs = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** `true`, `false`, a hop count, or a comma-separated list of addresses/CIDRs, as Fastify's `trustProxy`. */
export type TrustProxy = boolean | number | string[];

/** Empty strings count as unset, as `.env` files and CI often produce them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const port = (fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535')),
  ).transform((value) => value ?? fallback);

const positiveInt = (fallback: number) =>
  optional(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive whole number')
      .transform(Number),
  ).transform((value) => value ?? fallback);

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
  message: 'must be a postgres:// or postgresql:// URL',
});

const origin = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL such as https://photoedit.example',
  })
  .transform((value) => new URL(value).origin);

const trustProxy = optional(z.string()).transform((value, ctx): TrustProxy => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or comma-separated IP addresses/CIDRs',
    });
    return z.NEVER;
  }
  return entries;
});

const rateLimitNames = Object.keys(defaultRateLimits) as [RateLimitName, ...RateLimitName[]];
const RateLimitOverride = z.strictObject({
  limit: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
});

/**
 * Overrides of the rate limits as JSON, e.g. `{"autoLoginPerIp":{"limit":300,"windowSeconds":900}}`: an office
 * behind one address (or a test run from 127.0.0.1) signs in more often than one person.
 */
const rateLimitOverrides = optional(
  z.string().transform((text, context) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be JSON such as {"loginPerIp":{"limit":200,"windowSeconds":900}}',
      });
      return z.NEVER;
    }
    const parsed = z.partialRecord(z.enum(rateLimitNames), RateLimitOverride).safeParse(json);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        message: `must name limits among ${rateLimitNames.join(', ')}, each { limit, windowSeconds } in whole numbers`,
      });
      return z.NEVER;
    }
    return parsed.data;
  }),
);

export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(nodeEnvs)).transform((value) => value ?? 'development'),
  PORT: port(3000),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  LISTEN_DATABASE_URL: optional(postgresUrl),
  DATABASE_POOL_MAX: positiveInt(10),
  EMBEDDED_PG_PORT: port(54329),
  LOG_LEVEL: optional(z.enum(logLevels)),
  NODE_ID: optional(z.string().min(1).max(100)),
  WEB_DEV_SERVERS: optional(z.enum(['true', 'false'])),
  /** Development and tests: fetches and webhooks may reach private addresses and plain http (default true). */
  OUTBOUND_ALLOW_PRIVATE: optional(z.enum(['true', 'false'])),
  /** host:port pairs (comma-separated) fetches and webhooks may reach even on a private address. */
  OUTBOUND_ALLOW_HOSTS: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9.-]+:\d{1,5}(,[A-Za-z0-9.-]+:\d{1,5})*$/,
        'must be host:port pairs separated by commas',
      ),
  ),
  PG_BIN: optional(z.string().min(1)),
  METRICS_TOKEN: optional(
    z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -base64 24)'),
  ),
  TRUST_PROXY: trustProxy,
  RATE_LIMITS: rateLimitOverrides,
  PUBLIC_ORIGIN: optional(origin),
  CLIENT_WEB_DIST: optional(z.string()),
  DESIGNER_WEB_DIST: optional(z.string()),
  ADMIN_WEB_DIST: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)')),
  SMTP_URL: optional(
    z.string().refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example:465',
    }),
  ),
  MAIL_FROM: optional(z.string().min(3).max(300)),
  SMTP_TIMEOUT_SECONDS: positiveInt(20),
  MAIL_SEND_CONCURRENCY: positiveInt(4),
  LIVE_MAX_STREAMS_PER_USER: positiveInt(liveRules.maxStreamsPerUser),
  LIVE_MAX_STREAMS_PER_NODE: positiveInt(liveRules.maxStreamsPerNode),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters').max(128)),
  MEDIA_URL_SECRET: optional(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)'),
  ),
  MEDIA_URL_TTL_SECONDS: positiveInt(3600),
  MEDIA_DIR: optional(z.string()),
  MEDIA_PROCESSING_CONCURRENCY: optional(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive whole number')
      .transform(Number),
  ),
  MEDIA_MAX_PIXELS: positiveInt(100_000_000),
  MEDIA_MAX_FRAMES: positiveInt(300),
  MEDIA_PROCESSING_TIMEOUT_SECONDS: positiveInt(30),
  MEDIA_DRAFT_TTL_HOURS: positiveInt(72),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  S3_ENDPOINT: optional(z.url({ error: 'must be a URL such as https://s3.example.com' })),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_...)'),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_...)'),
  ),
  STRIPE_API_BASE: optional(
    z.string().refine((value) => /^https?:\/\/[^/]+\/?$/.test(value) && URL.canParse(value), {
      message: 'must be an origin such as http://127.0.0.1:12111',
    }),
  ),
  SELLER_NAME: optional(z.string().min(2).max(200)),
  SELLER_ADDRESS: optional(z.string().min(3).max(500)),
  SELLER_COUNTRY: optional(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as PL')),
  SELLER_VAT_ID: optional(z.string().min(4).max(30)),
  INVOICE_VAT_RATE: optional(
    z
      .string()
      .regex(/^\d{1,2}$/, 'must be a whole percentage between 0 and 99')
      .transform(Number),
  ),
  INVOICE_TIME_ZONE: optional(
    z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Warsaw'),
  ),
  /** Where relative paths are resolved from: pnpm/npm set it to the directory the command was typed in. */
  INIT_CWD: optional(z.string()),
});

export type Env = z.output<typeof EnvSchema>;
