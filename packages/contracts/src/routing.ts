import { defaultLanguage, type Language, type Role } from './enums';

/** SPEC §2: the role a path belongs to. */
export function roleFromPath(pathname: string): Role {
  if (pathname === '/staff/admin' || pathname.startsWith('/staff/admin/')) return 'admin';
  if (pathname === '/staff/designer' || pathname.startsWith('/staff/designer/')) return 'designer';
  return 'client';
}

export const loginPathByRole: Record<Role, string> = {
  client: '/client/login',
  designer: '/staff/designer/login',
  admin: '/staff/admin/login',
};

/**
 * SPEC §2: where `/` sends a visitor, decided by the marker in the host name; on the client's host, to the home
 * page in the visitor's language (SPEC §4 detection; `/en` when there is none, ADR 009).
 */
export function rootRedirectPath(hostname: string, language: Language = defaultLanguage): string {
  const host = hostname.toLowerCase();
  if (host.includes('admin')) return loginPathByRole.admin;
  if (host.includes('designer')) return loginPathByRole.designer;
  return `/${language}`;
}
