// The API's router type for its clients (the three apps, packages/ui): generated from apps/api by
// `npm run api:types`, so that packages point downward and never import an app (ADR 015).
export type { AppRouter } from './router.gen';
