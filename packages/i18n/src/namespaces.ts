// The namespaces of the web apps' texts (the API's e-mails have their own, see mail.ts).
export const namespaces = [
  'common',
  'ui',
  'home',
  'legal',
  'auth',
  'dashboard',
  'media',
  'wizard',
  'clientOrders',
  'designer',
  'admin',
  'help',
] as const;
export type TranslationNamespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies TranslationNamespace;

/** The namespaces the shared UI kit (@photoedit/ui) shows on every app's pages: each app loads them first. */
export const uiKitNamespaces = [
  'common',
  'ui',
  'legal',
  'auth',
  'media',
] as const satisfies readonly TranslationNamespace[];

/** The file of a namespace's texts under locales/{language}/ (and so its chunk's module id). */
export const namespaceFile = (namespace: TranslationNamespace): string =>
  namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
