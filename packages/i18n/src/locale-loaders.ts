// One chunk per language and namespace, so an app downloads only the texts it shows, in the language it shows.
import { isLanguage } from '@photoedit/contracts';
import type { BackendModule, ResourceKey } from 'i18next';
import { namespaceFile, namespaces, type TranslationNamespace } from './namespaces';

const isNamespace = (name: string): name is TranslationNamespace =>
  (namespaces as readonly string[]).includes(name);

// Vite (and Vitest) turn this import into one chunk per file of locales/*/ (dynamic-import-vars); each file
// exports its texts under the namespace's name.
const importTexts = (language: string, namespace: TranslationNamespace): Promise<ResourceKey> =>
  import(`./locales/${language}/${namespaceFile(namespace)}.ts`).then(
    (module: Record<string, ResourceKey>) => module[namespace] as ResourceKey,
  );

/** The i18next backend that imports a language's namespace when it is first needed. */
export const localeChunkBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    importTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
