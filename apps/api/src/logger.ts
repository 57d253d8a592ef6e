// Structured JSON logs (pino), shared by Fastify, the database layer and the CLIs.
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { LogLevel } from './config';

export type Logger = FastifyBaseLogger;

/** `node` (NODE_ID, or hostname:pid) tells apart the lines of several nodes in one log store. */
export function createLogger(level: LogLevel, node?: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'photoedit-api', ...(node ? { node } : {}) },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Credentials never reach the logs.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
