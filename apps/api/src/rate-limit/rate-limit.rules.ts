// Which limits each limited action counts, and on what subject: one table for tRPC procedures and REST routes
// alike (the windows themselves are Config.rateLimits). Subjects come from the raw input, so a limit counts
// refused input too (a flood of malformed calls is limited like any other).
import type { RateLimitName } from './rate-limit.windows';

export type LimitedAction =
  | 'login'
  | 'register'
  | 'refresh'
  | 'accessCodeSend'
  | 'accessCodeVerify'
  | 'autoLogin'
  | 'orderCreate'
  | 'payment'
  | 'contact'
  | 'mediaDraft'
  | 'mediaUpload'
  /** Any call that tells whether a discount code is valid; counted only when it carries a code. */
  | 'discountCodeCheck';

const emailOf = (input: unknown) => {
  const email = (input as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const carriesDiscountCode = (input: unknown) => {
  const fields = (input ?? {}) as { discountCode?: unknown; code?: unknown };
  return typeof fields.discountCode === 'string' || typeof fields.code === 'string';
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
    case 'orderCreate':
      return [['orderCreatePerIp', ip]];
    case 'payment':
      return [['paymentPerIp', ip]];
    case 'contact':
      return [['contactPerIp', ip]];
    case 'mediaDraft':
      return [['mediaDraftPerIp', ip]];
    case 'mediaUpload':
      return [['mediaUploadPerIp', ip]];
    case 'discountCodeCheck':
      return carriesDiscountCode(input) ? [['discountCheckPerIp', ip]] : [];
  }
}
