// Which rate limits each identity action counts, used by the tRPC middleware and the REST routes alike.
import type { Kysely } from 'kysely';
import type { RateLimitName, RateLimits } from '../../config';
import type { DB } from '../../db/tables';
import { hitAll } from './rate-limit';

export type LimitedAction =
  | 'login'
  | 'register'
  | 'refresh'
  | 'accessCodeSend'
  | 'accessCodeVerify'
  | 'autoLogin';

const emailOf = (input: unknown) => {
  const email = (input as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export function limitsFor(action: LimitedAction, input: unknown, ip: string): [RateLimitName, string][] {
  switch (action) {
    case 'login':
      return [
        ['loginPerEmailAndIp', `${emailOf(input)}|${ip}`],
        ['loginPerIp', ip],
      ];
    case 'register':
      return [['registerPerIp', ip]];
    case 'refresh':
      return [['refreshPerIp', ip]];
    case 'accessCodeSend':
      return [
        ['accessCodeSendPerEmail', emailOf(input)],
        ['accessCodeSendPerIp', ip],
      ];
    case 'accessCodeVerify':
      return [['accessCodeVerifyPerEmail', emailOf(input)]];
    case 'autoLogin':
      return [['autoLoginPerIp', ip]];
  }
}

export function enforceLimits(
  deps: { db: Kysely<DB>; config: { rateLimits: RateLimits }; now: () => Date },
  action: LimitedAction,
  input: unknown,
  ip: string,
): Promise<void> {
  return hitAll(deps.db, deps.config.rateLimits, limitsFor(action, input, ip), deps.now());
}
