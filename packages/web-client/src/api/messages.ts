import { i18n } from '@photoedit/i18n';

/**
 * Translates a message key the API or a contracts schema gives (namespace `common`, e.g.
 * `validation.emailRequired`); an unknown key falls back to the generic error message.
 */
export function translateMessageKey(key: string | undefined): string {
  if (key && i18n.exists(`common:${key}`)) return i18n.t(`common:${key}` as never);
  return i18n.t('common:errors.INTERNAL');
}
