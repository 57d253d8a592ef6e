import type { Role } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import type { StoredUser } from '@photoedit/web-client';
import { useSignedInRoles } from '@photoedit/web-client';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '../components/Button';
import { cn } from '../lib/cn';
import { displayNameOf } from './display-name';
import { goToRoleLanding } from './landing';
import { signOutAndGoToLogin } from './sign-out';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-sunken data-[disabled]:cursor-default data-[disabled]:text-ink-muted';

/**
 * The account menu of the headers (SPEC §4): who is signed in, a role switcher listing only the roles that are
 * signed in (each opens that role's landing page), log out (this role only) and log out of all roles.
 */
export function AccountMenu({ role, user }: { role: Role; user: StoredUser }) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedInRoles();
  const name = displayNameOf(user);
  const others = signedIn.filter((other) => other !== role);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'max-w-40 sm:max-w-56')}
      >
        <span
          aria-hidden="true"
          className="grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">{t('session.account')}: </span>
        {/* On narrow screens only the initial shows; the name stays in the accessible name. */}
        <span className="max-sm:sr-only truncate">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-card border border-border bg-white p-1 shadow-overlay"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-muted">
            {t('session.signedInAs', { name })} · {t(`session.roles.${role}`)}
          </DropdownMenu.Label>
          {others.length > 0 ? (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold text-ink-muted uppercase">
                {t('session.switchRole')}
              </DropdownMenu.Label>
              {others.map((other) => (
                <DropdownMenu.Item
                  key={other}
                  className={itemClasses}
                  onSelect={() => goToRoleLanding(other)}
                >
                  {t(`session.roles.${other}`)}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => signOutAndGoToLogin(role)}>
            {t('session.logout')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => signOutAndGoToLogin(role, true)}>
            {t('session.logoutAll')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
