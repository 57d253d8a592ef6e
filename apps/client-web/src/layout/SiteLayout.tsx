import type { Language } from '@photoedit/contracts';
import { PageShell } from '@photoedit/ui';
import type { ReactNode } from 'react';
import { HelpWidget } from '../features/help/components/HelpWidget';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <PageShell header={<SiteHeader lang={lang} />} footer={<SiteFooter lang={lang} />} className="bg-surface">
      {children}
      <HelpWidget />
    </PageShell>
  );
}
