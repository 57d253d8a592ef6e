// The client app's namespaces: the first page's are loaded before it renders (one chunk per language, see
// vite.config.ts), the others right after.
import { type TranslationNamespace, uiKitNamespaces } from '@photoedit/i18n/namespaces';

export const firstTexts: readonly TranslationNamespace[] = [...uiKitNamespaces, 'home', 'help'];
export const laterTexts: readonly TranslationNamespace[] = ['wizard', 'dashboard', 'clientOrders'];

/** What the app calls itself: its served title and the end of every page's title. */
export const appName = 'PhotoEdit';
