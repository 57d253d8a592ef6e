// Tests and tools start the shared instance with every namespace of both languages bundled (kept apart from
// i18n.ts so the apps, which load texts per language and namespace, never bundle them all).
import type { i18n as I18n } from 'i18next';
import { type InitI18nOptions, i18n, startI18n } from './i18n';
import { namespaces } from './namespaces';
import { resources } from './resources';

/** Translates as soon as this returns. Initialises once; later calls return the instance unchanged. */
export function initI18n(options: InitI18nOptions = {}): I18n {
  startI18n(options, { resources, ns: [...namespaces], initAsync: false });
  return i18n;
}
