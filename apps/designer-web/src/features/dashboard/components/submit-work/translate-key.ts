import { i18n } from '@photoedit/i18n';
import { translateMessageKey } from '@photoedit/web-client';

/** A message key of the API or the uploader: `media:…` keys carry their namespace, the rest are `common`. */
export const translateKey = (key: string) =>
  key.includes(':') ? i18n.t(key as never) : translateMessageKey(key);
