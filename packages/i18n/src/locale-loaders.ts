// One chunk per language and namespace, so an app downloads only the texts it shows, in the language it shows.
import type { Language } from '@photoedit/contracts';
import type { BackendModule, ResourceKey } from 'i18next';
import type { TranslationNamespace } from './namespaces';

type Loaders = Record<TranslationNamespace, () => Promise<ResourceKey>>;

const en: Loaders = {
  common: () => import('./locales/en/common').then((m) => m.common),
  ui: () => import('./locales/en/ui').then((m) => m.ui),
  home: () => import('./locales/en/home').then((m) => m.home),
  legal: () => import('./locales/en/legal').then((m) => m.legal),
  auth: () => import('./locales/en/auth').then((m) => m.auth),
  dashboard: () => import('./locales/en/dashboard').then((m) => m.dashboard),
  media: () => import('./locales/en/media').then((m) => m.media),
  wizard: () => import('./locales/en/wizard').then((m) => m.wizard),
  clientOrders: () => import('./locales/en/client-orders').then((m) => m.clientOrders),
  designer: () => import('./locales/en/designer').then((m) => m.designer),
  admin: () => import('./locales/en/admin').then((m) => m.admin),
  help: () => import('./locales/en/help').then((m) => m.help),
};

const pl: Loaders = {
  common: () => import('./locales/pl/common').then((m) => m.common),
  ui: () => import('./locales/pl/ui').then((m) => m.ui),
  home: () => import('./locales/pl/home').then((m) => m.home),
  legal: () => import('./locales/pl/legal').then((m) => m.legal),
  auth: () => import('./locales/pl/auth').then((m) => m.auth),
  dashboard: () => import('./locales/pl/dashboard').then((m) => m.dashboard),
  media: () => import('./locales/pl/media').then((m) => m.media),
  wizard: () => import('./locales/pl/wizard').then((m) => m.wizard),
  clientOrders: () => import('./locales/pl/client-orders').then((m) => m.clientOrders),
  designer: () => import('./locales/pl/designer').then((m) => m.designer),
  admin: () => import('./locales/pl/admin').then((m) => m.admin),
  help: () => import('./locales/pl/help').then((m) => m.help),
};

const loaders: Record<Language, Loaders> = { en, pl };

/** The i18next backend that imports a language's namespace when it is first needed. */
export const localeChunkBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = loaders[language as Language]?.[namespace as TranslationNamespace];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
