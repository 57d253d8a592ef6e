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
  | 'sharedGallery'
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

/** What a limit counts on: the caller's address, the e-mail in the input, or both together. */
type Subject = 'ip' | 'email' | 'emailAndIp';

const rules: Record<LimitedAction, readonly (readonly [RateLimitName, Subject])[]> = {
  login: [
    ['loginPerEmailAndIp', 'emailAndIp'],
    ['loginPerIp', 'ip'],
  ],
  register: [['registerPerIp', 'ip']],
  refresh: [['refreshPerIp', 'ip']],
  accessCodeSend: [
    ['accessCodeSendPerEmail', 'email'],
    ['accessCodeSendPerIp', 'ip'],
  ],
  accessCodeVerify: [['accessCodeVerifyPerEmail', 'email']],
  autoLogin: [['autoLoginPerIp', 'ip']],
  orderCreate: [['orderCreatePerIp', 'ip']],
  payment: [['paymentPerIp', 'ip']],
  contact: [['contactPerIp', 'ip']],
  mediaDraft: [['mediaDraftPerIp', 'ip']],
  mediaUpload: [['mediaUploadPerIp', 'ip']],
  sharedGallery: [['sharedGalleryPerIp', 'ip']],
  discountCodeCheck: [['discountCheckPerIp', 'ip']],
};

const subjectOf = (subject: Subject, input: unknown, ip: string) => {
  if (subject === 'ip') return ip;
  if (subject === 'email') return emailOf(input);
  return `${emailOf(input)}|${ip}`;
};

export function limitsFor(action: LimitedAction, input: unknown, ip: string): [RateLimitName, string][] {
  if (action === 'discountCodeCheck' && !carriesDiscountCode(input)) return [];
  return rules[action].map(([name, subject]) => [name, subjectOf(subject, input, ip)]);
}
