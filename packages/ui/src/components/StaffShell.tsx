import { useTranslation } from '@photoedit/i18n';
import type { ReactNode } from 'react';
import { Container } from './Container';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PageShell } from './PageShell';

/** The frame of the staff apps' pages (designer, admin): the product name and the language switcher. */
export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageShell
      header={
        <header className="border-b border-border bg-white">
          <Container className="flex h-16 items-center justify-between gap-4">
            <span className="flex items-center gap-2 text-lg font-semibold text-ink">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              {t('appName')}
            </span>
            <LanguageSwitcher />
          </Container>
        </header>
      }
    >
      {children}
    </PageShell>
  );
}
