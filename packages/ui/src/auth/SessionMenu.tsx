import type { Role } from '@photoedit/contracts';
import { useSession } from '@photoedit/web-client';
import { type ReactNode, Suspense } from 'react';
import { buttonClasses } from '../components/Button';
import { lazyWithRetry } from '../error/chunk-load';
import { cn } from '../lib/cn';
import { displayNameOf } from './display-name';

// The dropdown (Radix menu and its positioning) is fetched only for a signed-in visitor.
const AccountMenu = lazyWithRetry(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

export interface SessionMenuProps {
  /** The role of the area this header belongs to (the path's role). */
  forRole: Role;
  /** What to show when that role is not signed in (e.g. a sign-in link); nothing by default. */
  signedOut?: ReactNode;
}

/** The header's account area: the account menu when the role is signed in, else `signedOut`. */
export function SessionMenu({ forRole: role, signedOut = null }: SessionMenuProps) {
  const session = useSession(role);
  if (!session) return <>{signedOut}</>;
  const initial = displayNameOf(session.user).slice(0, 1).toUpperCase();
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'max-w-40')}
        >
          {initial}
        </span>
      }
    >
      <AccountMenu role={role} user={session.user} />
    </Suspense>
  );
}
