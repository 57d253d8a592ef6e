// How many hits each limit allows in its window. Config.rateLimits holds them (tests pass more generous ones).

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}
export type RateLimitName =
  | 'loginPerEmailAndIp'
  | 'loginPerIp'
  | 'registerPerIp'
  | 'refreshPerIp'
  | 'accessCodeSendPerEmail'
  | 'accessCodeSendPerIp'
  | 'accessCodeVerifyPerEmail'
  | 'autoLoginPerIp'
  | 'mediaDraftPerIp'
  | 'mediaUploadPerIp'
  | 'orderCreatePerIp'
  | 'discountCheckPerIp'
  | 'paymentPerIp'
  | 'contactPerIp'
  | 'sharedGalleryPerIp'
  | 'apiPerKey';
export type RateLimits = Record<RateLimitName, RateLimitRule>;

const minute = 60_000;
export const defaultRateLimits: RateLimits = {
  loginPerEmailAndIp: { limit: 10, windowMs: 15 * minute },
  loginPerIp: { limit: 100, windowMs: 15 * minute },
  registerPerIp: { limit: 10, windowMs: 60 * minute },
  refreshPerIp: { limit: 120, windowMs: minute },
  accessCodeSendPerEmail: { limit: 5, windowMs: 60 * minute },
  accessCodeSendPerIp: { limit: 30, windowMs: 60 * minute },
  accessCodeVerifyPerEmail: { limit: 15, windowMs: 15 * minute },
  autoLoginPerIp: { limit: 30, windowMs: 15 * minute },
  // Drafts are created without an account; a wizard needs one, a busy office a few dozen.
  mediaDraftPerIp: { limit: 60, windowMs: 60 * minute },
  mediaUploadPerIp: { limit: 1000, windowMs: 60 * minute },
  // Ordering (docs/ordering.md): an order is a few calls; discount guessing is what the check limit is for.
  orderCreatePerIp: { limit: 60, windowMs: 60 * minute },
  discountCheckPerIp: { limit: 60, windowMs: 15 * minute },
  paymentPerIp: { limit: 120, windowMs: 15 * minute },
  // The help widget sends mail (to the admins, and an acknowledgement to the given address).
  contactPerIp: { limit: 10, windowMs: 60 * minute },
  // An agent's gallery (issue 35): a few views each; guessing links is what the limit is for.
  sharedGalleryPerIp: { limit: 120, windowMs: 15 * minute },
  // REST v1 (issue 36): every call of one API key, read or write (an integration polls and orders in bursts).
  apiPerKey: { limit: 600, windowMs: minute },
};
