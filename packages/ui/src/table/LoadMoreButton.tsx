import type { ReactNode } from 'react';
import { Button } from '../components/Button';

/** What the button reads of a paged (infinite) TanStack query. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads a paged list's next page, under the list; shown only while there is one, disabled while it loads. */
export function LoadMoreButton({ query, children }: { query: NextPageQuery; children: ReactNode }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {children}
      </Button>
    </div>
  );
}
