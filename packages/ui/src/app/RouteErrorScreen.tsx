import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../error/ErrorScreen';

/** A route that failed to load shows the generic error screen; "Try Again" loads the route's data again. */
export function RouteErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
