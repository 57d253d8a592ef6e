// Every namespace's texts in both languages, bundled (for tests and type checks; the apps load them per language
// and namespace, see locale-loaders.ts), and the react-i18next type augmentation built from them.
import type { Language } from '@photoedit/contracts';
import { admin as enAdmin } from './locales/en/admin';
import { auth as enAuth } from './locales/en/auth';
import { clientOrders as enClientOrders } from './locales/en/client-orders';
import { common as enCommon } from './locales/en/common';
import { dashboard as enDashboard } from './locales/en/dashboard';
import { designer as enDesigner } from './locales/en/designer';
import { help as enHelp } from './locales/en/help';
import { home as enHome } from './locales/en/home';
import { legal as enLegal } from './locales/en/legal';
import { media as enMedia } from './locales/en/media';
import { ui as enUi } from './locales/en/ui';
import { wizard as enWizard } from './locales/en/wizard';
import { admin as plAdmin } from './locales/pl/admin';
import { auth as plAuth } from './locales/pl/auth';
import { clientOrders as plClientOrders } from './locales/pl/client-orders';
import { common as plCommon } from './locales/pl/common';
import { dashboard as plDashboard } from './locales/pl/dashboard';
import { designer as plDesigner } from './locales/pl/designer';
import { help as plHelp } from './locales/pl/help';
import { home as plHome } from './locales/pl/home';
import { legal as plLegal } from './locales/pl/legal';
import { media as plMedia } from './locales/pl/media';
import { ui as plUi } from './locales/pl/ui';
import { wizard as plWizard } from './locales/pl/wizard';
import type { Translation } from './locales/types';
import type { defaultNamespace, TranslationNamespace } from './namespaces';

const en = {
  common: enCommon,
  ui: enUi,
  home: enHome,
  legal: enLegal,
  auth: enAuth,
  dashboard: enDashboard,
  media: enMedia,
  wizard: enWizard,
  clientOrders: enClientOrders,
  designer: enDesigner,
  admin: enAdmin,
  help: enHelp,
} as const;
export type EnglishResources = typeof en;

export const resources: Record<Language, { [N in TranslationNamespace]: Translation<EnglishResources[N]> }> =
  {
    en,
    pl: {
      common: plCommon,
      ui: plUi,
      home: plHome,
      legal: plLegal,
      auth: plAuth,
      dashboard: plDashboard,
      media: plMedia,
      wizard: plWizard,
      clientOrders: plClientOrders,
      designer: plDesigner,
      admin: plAdmin,
      help: plHelp,
    },
  };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: EnglishResources;
  }
}
