// Route guards for TanStack Router `beforeLoad` (SPEC §2, §6).
import { loginPathByRole, type Role, roleFromPath } from '@photoedit/contracts';
import { ensureFreshToken, type RoleSession, readSession } from '@photoedit/web-client';
import { redirect } from '@tanstack/react-router';
import { landingPath } from './landing';

interface GuardArgs {
  location: { pathname: string };
}

/**
 * Protects a route: access is valid only if the signed-in user's role equals `required` AND the role inferred
 * from the current path equals it too. Otherwise the browser is redirected, replacing history, to the login
 * page of the current path's role. A token close to expiry is refreshed first (the route shows the loading
 * spinner meanwhile). Returns `{ session }` into the route context.
 */
export function requireRole(required: Role) {
  return async ({ location }: GuardArgs): Promise<{ session: RoleSession }> => {
    const pathRole = roleFromPath(location.pathname);
    const toLogin = () => redirect({ href: loginPathByRole[pathRole], replace: true });
    if (pathRole !== required || !readSession(pathRole)) throw toLogin();
    await ensureFreshToken(pathRole);
    const session = readSession(pathRole);
    if (!session || session.user.role !== required) throw toLogin();
    return { session };
  };
}

/** For login pages: a role that is already signed in goes straight to its landing page. */
export function redirectIfSignedIn(role: Role) {
  return () => {
    if (readSession(role)) throw redirect({ href: landingPath(role), replace: true });
  };
}
