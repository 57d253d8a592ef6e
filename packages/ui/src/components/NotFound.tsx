import { useTranslation } from '@photoedit/i18n';
import type { ReactNode } from 'react';
import { usePageTitle } from '../app/page-title';
import { buttonClasses } from './Button';
import { Container } from './Container';
import { useInPageShell } from './PageShell';

export interface NotFoundProps {
  /** Where the "Go to the home page" link points; defaults to `/`. */
  homeHref?: string;
  /** Replaces the default link, e.g. with a router <Link>. */
  action?: ReactNode;
  /**
   * The app's page frame (header, <main>, footer) around the message, for a not-found page the router renders
   * outside every layout; not used when the page is already inside one.
   */
  frame?: (page: ReactNode) => ReactNode;
  /** Accepted so the component can be a router's notFoundComponent; unused. */
  data?: unknown;
}

export function NotFound({ homeHref = '/', action, frame }: NotFoundProps) {
  const { t } = useTranslation('common');
  const inShell = useInPageShell();
  usePageTitle(t('notFound.title'));
  const page = (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-ink-muted">{t('notFound.description')}</p>
      <div className="mt-2">
        {action ?? (
          <a href={homeHref} className={buttonClasses()}>
            {t('notFound.backHome')}
          </a>
        )}
      </div>
    </Container>
  );
  return frame && !inShell ? frame(page) : page;
}
