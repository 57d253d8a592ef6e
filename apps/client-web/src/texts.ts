// The client app's namespaces: the first page's are loaded before it renders (one chunk per language, see
// vite.config.ts), the others right after.
import type { TranslationNamespace } from '@photoedit/i18n/namespaces';

export const firstTexts: readonly TranslationNamespace[] = [
  'common',
  'ui',
  'home',
  'legal',
  'auth',
  'help',
  'media',
];
export const laterTexts: readonly TranslationNamespace[] = ['wizard', 'dashboard', 'clientOrders'];

/** What the app calls itself: its served title and the end of every page's title. */
export const appName = 'PhotoEdit';
