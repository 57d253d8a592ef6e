import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  developmentJwtSecret,
  developmentMediaUrlSecret,
  listenHosts,
  parseConfig,
  repoRoot,
} from './config';

const apiDir = join(repoRoot, 'apps/api');

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has working defaults for the embedded development setup', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: undefined,
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      logLevel: 'info',
      trustProxy: false,
      publicOrigin: 'http://localhost:3000',
      dataDir: join(repoRoot, '.data'),
      webDist: {
        client: join(repoRoot, 'apps/client-web/dist'),
        designer: join(repoRoot, 'apps/designer-web/dist'),
        admin: join(repoRoot, 'apps/admin-web/dist'),
      },
    });
  });

  it('names the variable and the bad value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT .*"abc"/)]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT/);
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(
      /^NODE_ENV must be one of development, test, production/,
    );
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL/);
    expect(problemsOf({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY/);
    expect(problemsOf({ PORT: '54329' })[0]).toMatch(/^EMBEDDED_PG_PORT must differ from PORT/);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', EMBEDDED_PG_PORT: 'y' })).toHaveLength(2);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('refuses development-only settings in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/DATABASE_URL is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/PUBLIC_ORIGIN is required/);
    expect(problems.join('\n')).toMatch(/JWT_SECRET is required/);
    expect(problems.join('\n')).toMatch(/SMTP_URL is required/);
    expect(problems.join('\n')).toMatch(/SELLER_NAME, SELLER_ADDRESS and SELLER_VAT_ID are required/);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: developmentJwtSecret }).join('\n')).toMatch(
      /JWT_SECRET is required/,
    );
    expect(problemsOf({ ADMIN_EMAIL: 'root@example.com' }).join('\n')).toMatch(/must be set together/);
    expect(
      parseConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@db:5432/photoedit',
        PUBLIC_ORIGIN: 'https://photoedit.example/',
        JWT_SECRET: 'x'.repeat(48),
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MEDIA_URL_SECRET: 'm'.repeat(48),
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SELLER_NAME: 'Fotoedycja sp. z o.o.',
        SELLER_ADDRESS: 'ul. Żółkiewskiego 5 | 00-950 Łódź',
        SELLER_VAT_ID: 'PL5260250995',
      }),
    ).toMatchObject({
      nodeEnv: 'production',
      publicOrigin: 'https://photoedit.example',
      invoicing: {
        seller: {
          name: 'Fotoedycja sp. z o.o.',
          addressLines: ['ul. Żółkiewskiego 5', '00-950 Łódź'],
          country: 'PL',
        },
        vatRatePercent: 23,
        timeZone: 'Europe/Warsaw',
      },
    });
    expect(problemsOf({ INVOICE_VAT_RATE: '123' }).join('\n')).toMatch(
      /INVOICE_VAT_RATE must be a whole percentage/,
    );
    expect(problemsOf({ INVOICE_TIME_ZONE: 'Mars/Olympus' }).join('\n')).toMatch(
      /INVOICE_TIME_ZONE must be an IANA/,
    );
  });

  it('configures media: signing secret (refused default in production), storage driver, limits', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).join('\n')).toMatch(/MEDIA_URL_SECRET is required/);
    expect(
      problemsOf({ NODE_ENV: 'production', MEDIA_URL_SECRET: developmentMediaUrlSecret }).join('\n'),
    ).toMatch(/MEDIA_URL_SECRET is required/);
    expect(problemsOf({ MEDIA_URL_SECRET: 'short' }).join('\n')).toMatch(
      /MEDIA_URL_SECRET must be at least 32/,
    );
    expect(problemsOf({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' }).join('\n')).toMatch(
      /must be set together/,
    );
    const local = parseConfig({ DATA_DIR: '/data' }).media;
    expect(local).toMatchObject({ storage: { driver: 'local', dir: '/data/media' }, urlTtlSeconds: 3600 });
    expect(local.processingConcurrency).toBeGreaterThanOrEqual(1);
    expect(
      parseConfig({
        S3_BUCKET: 'photoedit-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_PROCESSING_CONCURRENCY: '3',
      }).media,
    ).toMatchObject({
      storage: { driver: 's3', bucket: 'photoedit-media', region: 'us-east-1', forcePathStyle: true },
      processingConcurrency: 3,
    });
  });

  it('resolves relative paths from the directory the command was typed in', () => {
    const config = parseConfig({ DATA_DIR: 'my-data', INIT_CWD: '/somewhere', CLIENT_WEB_DIST: '/abs/dist' });
    expect(config.dataDir).toBe('/somewhere/my-data');
    expect(config.webDist.client).toBe('/abs/dist');
  });

  it('takes RATE_LIMITS overrides as JSON and refuses unknown limits or bad numbers', () => {
    const config = parseConfig({ RATE_LIMITS: '{"autoLoginPerIp":{"limit":300,"windowSeconds":900}}' });
    expect(config.rateLimits.autoLoginPerIp).toEqual({ limit: 300, windowMs: 900_000 });
    expect(config.rateLimits.loginPerIp).toEqual({ limit: 100, windowMs: 15 * 60_000 });
    expect(problemsOf({ RATE_LIMITS: 'nope' })[0]).toMatch(/^RATE_LIMITS must be JSON/);
    expect(problemsOf({ RATE_LIMITS: '{"everything":{"limit":1,"windowSeconds":1}}' })[0]).toMatch(
      /^RATE_LIMITS must name limits among/,
    );
    expect(problemsOf({ RATE_LIMITS: '{"loginPerIp":{"limit":0,"windowSeconds":60}}' })[0]).toMatch(
      /^RATE_LIMITS/,
    );
  });

  it('parses TRUST_PROXY like Fastify', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('listens on loopback outside production and on every interface in production', () => {
    expect(listenHosts({ host: undefined, nodeEnv: 'development' })).toEqual(['localhost']);
    expect(listenHosts({ host: undefined, nodeEnv: 'production' })).toEqual(['::', '0.0.0.0']);
    expect(listenHosts({ host: '0.0.0.0', nodeEnv: 'development' })).toEqual(['0.0.0.0']);
  });
});

describe('the process with bad config', () => {
  it('exits non-zero with one line naming the variable, before touching the database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', PORT: 'abc', DATA_DIR: '/nonexistent/should-not-be-created' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT /),
    ]);
  });
});
