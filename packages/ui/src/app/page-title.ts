// Every page's own <title>, "<page> — <app>", in the page's language (the texts it is made of are translated, so a
// language switch re-titles the page). Set from the page's component rather than a route's `head`: the staff apps
// switch language without navigating, and a page's texts may still be loading when its route has matched.
import { useEffect } from 'react';

let appName = 'PhotoEdit';

/** What the app calls itself ("PhotoEdit", "PhotoEdit Studio", "PhotoEdit Admin"), set once at start (mountApp). */
export function setAppName(name: string): void {
  appName = name;
}

/** The document title of a page: "Order #10001 — PhotoEdit"; the app's name alone without a page. */
export const pageTitle = (page?: string) => (page ? `${page} — ${appName}` : appName);

/** Titles the document after the page showing it (undefined: the app's name, e.g. while nothing is known yet). */
export function usePageTitle(page: string | undefined): void {
  const title = pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** usePageTitle for one branch of a page (a hook cannot be called conditionally). */
export function PageTitle({ page }: { page: string }): null {
  usePageTitle(page);
  return null;
}
