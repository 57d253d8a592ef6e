import { roleFromPath } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SessionMenu } from '../auth/SessionMenu';
import { Container } from './Container';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotFound } from './NotFound';
import { PageShell } from './PageShell';
import { StaffFooter } from './StaffFooter';

/**
 * The frame of the staff apps' pages (designer, admin): the product name, the language switcher and, when the
 * path's role is signed in, the account menu (role switcher, log out, log out of all roles); the footer.
 */
export function StaffShell({
  children,
  width = 'reading',
}: {
  children: ReactNode;
  /** The width of the header and footer: that of the page between them. */
  width?: 'reading' | 'wide';
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <PageShell
      header={
        <header className="border-b border-border bg-white">
          <Container width={width} className="flex h-16 items-center justify-between gap-4">
            <span className="flex items-center gap-2 text-lg font-semibold text-ink">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              {t('appName')}
            </span>
            <div className="flex items-center gap-3">
              <LanguageSwitcher />
              <SessionMenu forRole={roleFromPath(pathname)} />
            </div>
          </Container>
        </header>
      }
      footer={<StaffFooter width={width} />}
    >
      {children}
    </PageShell>
  );
}

/** The staff apps' not-found page (their root routes' notFoundComponent): the message in the staff frame. */
export function StaffNotFound() {
  return <NotFound frame={(page) => <StaffShell>{page}</StaffShell>} />;
}
