import { i18n } from '@photoedit/i18n';
import { translateMessageKey } from '@photoedit/web-client';

/** 'Invalid discount code.' and the other ordering messages live in `common` (the API's keys). */
export function orderMessage(key: string, fallback: string) {
  return i18n.exists(`common:${key}`) ? translateMessageKey(key) : fallback;
}
