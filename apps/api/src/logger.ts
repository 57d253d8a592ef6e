// Structured JSON logs (pino), shared by Fastify, the database layer and the CLIs.
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { LogLevel } from './config';

export type Logger = FastifyBaseLogger;

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'photoedit-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
