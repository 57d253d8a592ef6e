import { isLanguage, type Language, type Role } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';

const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * SPEC §2: where a role lands after signing in or switching to it: client `/{lang}/dashboard` (the current
 * language), designer `/staff/designer`, admin `/staff/admin` (`/designer` and `/admin` redirect there).
 */
export function landingPath(role: Role, lang: Language = currentLanguage()): string {
  if (role === 'designer') return '/staff/designer';
  if (role === 'admin') return '/staff/admin';
  return `/${lang}/dashboard`;
}

/** A full page load: the three roles live in three apps, so switching role crosses apps. */
export function goToRoleLanding(role: Role): void {
  window.location.assign(landingPath(role));
}
