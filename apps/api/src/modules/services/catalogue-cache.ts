// The public catalogue (services.list) answered from memory, per language, with an ETag of its content. Any
// change to the catalogue's tables notifies every node through PostgreSQL (the catalogue_changed trigger), and
// each node drops its copy within moments; the admin's own node drops it at once, so its next read is fresh.
// Nothing is kept before this node listens: a change made before that would go unheard.
import { createHash } from 'node:crypto';
import type { Language, ServiceView } from '@photoedit/contracts';
import { type Listening, type ListenSource, listen } from '../../db/listen';
import type { Logger } from '../../logger';

export const catalogueChannel = 'catalogue_changed';

export interface CatalogueEntry {
  services: ServiceView[];
  /** A weak validator of the content, the same on every node for the same catalogue. */
  etag: string;
}

export interface CatalogueCache {
  get(lang: Language, load: () => Promise<ServiceView[]>): Promise<CatalogueEntry>;
  clear(): void;
  /** Stops listening (the server's stop). */
  stop(): Promise<void>;
}

export function createCatalogueCache(deps: { listenSource: ListenSource; logger: Logger }): CatalogueCache {
  const entries = new Map<Language, Promise<CatalogueEntry>>();
  let listening: Promise<Listening> | undefined;
  let stopped = false;
  // `listen` calls this for every notification and again after a lost connection was re-established.
  const clear = () => entries.clear();
  const entry = async (load: () => Promise<ServiceView[]>): Promise<CatalogueEntry> => {
    const services = await load();
    const digest = createHash('sha256').update(JSON.stringify(services)).digest('base64url');
    return { services, etag: `W/"${digest.slice(0, 27)}"` };
  };
  const listeningNow = async (): Promise<boolean> => {
    if (stopped) return false;
    listening ??= listen(deps.listenSource, catalogueChannel, clear, deps.logger);
    try {
      await listening;
      return true;
    } catch (error) {
      listening = undefined;
      deps.logger.warn({ err: error }, 'catalogue: cannot listen for changes; answering without the cache');
      return false;
    }
  };
  return {
    async get(lang, load) {
      const cached = entries.get(lang);
      if (cached) return cached;
      if (!(await listeningNow())) return entry(load);
      const again = entries.get(lang);
      if (again) return again;
      const loading = entry(load);
      entries.set(lang, loading);
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (entries.get(lang) === loading) entries.delete(lang);
      });
      return loading;
    },
    clear,
    async stop() {
      stopped = true;
      const current = listening;
      listening = undefined;
      await current?.then((open) => open.stop()).catch(() => undefined);
    },
  };
}
