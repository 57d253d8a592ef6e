// The admin app's namespaces, loaded before its first render (one chunk per language, see vite.config.ts).
import { type TranslationNamespace, uiKitNamespaces } from '@photoedit/i18n/namespaces';

export const firstTexts: readonly TranslationNamespace[] = [...uiKitNamespaces, 'dashboard', 'admin'];

/** What the app calls itself: its served title and the end of every page's title. */
export const appName = 'PhotoEdit Admin';
