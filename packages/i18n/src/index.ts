export { Trans, useTranslation } from 'react-i18next';
export { initI18n } from './bundled';
export {
  detectLanguage,
  type LanguageSources,
  readBrowserLanguageSources,
  toSupportedLanguage,
} from './detect-language';
export {
  formatDate,
  formatDateTime,
  formatLocales,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';
export {
  changeLanguage,
  currentLanguage,
  type InitI18nOptions,
  i18n,
  type LoadI18nOptions,
  loadI18n,
  rememberLanguage,
} from './i18n';
export { type LanguagePathResult, resolveLanguagePath } from './language-path';
export type { Translation } from './locales/types';
export { defaultNamespace, namespaces, type TranslationNamespace } from './namespaces';
export type { EnglishResources } from './resources';
