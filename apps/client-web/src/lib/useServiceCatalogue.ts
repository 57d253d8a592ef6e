import type { Language } from '@photoedit/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The service catalogue in the page's language, suspending until it is there (the routes prefetch it). */
export function useServiceCatalogue(lang: Language) {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.services.list.queryOptions({ lang })).data;
}
