import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { ButtonLink, Container, StatusLine, usePageTitle } from '@photoedit/ui';
import { useLeaveWhenSignedOut } from '@photoedit/web-client';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useMyStyle } from '../api/style';
import { StyleForm } from './StyleForm';

/** /{lang}/dashboard/style: the client's style, carried by every order they pay for (issue 33). */
export function MyStylePage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('style.title'));
  useLeaveWhenSignedOut('client');
  const style = useMyStyle();
  return (
    <Container className="py-10">
      <ButtonLink to="/$lang/dashboard" params={{ lang }} variant="ghost" size="sm">
        ← {t('client.title')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink">{t('style.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('style.intro')}</p>
      <div className="mt-8">
        {style.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : style.isError ? (
          <LoadFailedAlert item={t('style.title')} onRetry={() => void style.refetch()} />
        ) : (
          <StyleForm initial={style.data} submitLabel={t('style.save')} />
        )}
      </div>
    </Container>
  );
}
