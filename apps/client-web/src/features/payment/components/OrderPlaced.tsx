import type { Language, OrderPublicStatus } from '@photoedit/contracts';
import { formatDateTime, formatMoney, formatNumber, useTranslation } from '@photoedit/i18n';
import { ButtonLink, exchangeAutoLoginToken, Spinner } from '@photoedit/ui';
import { useSession } from '@photoedit/web-client';
import { type Ref, useEffect, useState } from 'react';
import { turnaroundLine } from '../../../lib/turnaround-line';

/**
 * The paid order: SPEC §8 "Order submitted" with its number, what was ordered (photos, total paid, due time) and
 * the way to the order. When the payment created the account, this browser is signed in with the one-time
 * token the order's status carries; otherwise the client signs in from the e-mailed link.
 */
export function OrderPlaced({
  status,
  lang,
  headingRef,
}: {
  status: OrderPublicStatus;
  lang: Language;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('wizard');
  const signedIn = useSession('client') !== null;
  const [signIn, setSignIn] = useState<'idle' | 'working' | 'failed'>('idle');
  const token = status.signInToken;

  useEffect(() => {
    if (signedIn || !token) return;
    let active = true;
    setSignIn('working');
    exchangeAutoLoginToken(token).then(
      () => active && setSignIn('idle'),
      () => active && setSignIn('failed'),
    );
    return () => {
      active = false;
    };
  }, [signedIn, token]);

  const facts = [
    { label: t('result.photos'), value: formatNumber(status.imageCount, lang) },
    {
      label: t('result.turnaround'),
      value: turnaroundLine(
        t(`result.tiers.${status.turnaround.tier}`, { hours: status.turnaround.hours }),
        status.turnaround.amountMinor,
        (amountMinor) => formatMoney(amountMinor, status.currency, lang),
      ),
    },
    { label: t('result.totalPaid'), value: formatMoney(status.totalMinor, status.currency, lang) },
    ...(status.dueAt ? [{ label: t('result.due'), value: formatDateTime(status.dueAt, lang) }] : []),
  ];

  return (
    <div role="status">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-ink focus:outline-none">
        {t('result.successTitle')}
      </h1>
      <p className="mt-4 text-lg font-medium text-ink" data-testid="order-number">
        {t('result.orderNumber', { number: status.orderNumber })}
      </p>
      <dl className="mx-auto mt-6 grid max-w-sm gap-2 text-left" data-testid="order-summary">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 border-b border-border pb-2">
            <dt className="text-ink-muted">{fact.label}</dt>
            <dd className="font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-ink-muted">{t('result.emailSent', { email: status.email })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <ButtonLink
            to="/$lang/dashboard/orders/$orderNumber"
            params={{ lang, orderNumber: String(status.orderNumber) }}
          >
            {t('result.viewOrder')}
          </ButtonLink>
        ) : signIn === 'working' ? (
          <p className="flex items-center gap-2 text-ink-muted">
            <Spinner size="sm" /> {t('result.signingIn')}
          </p>
        ) : (
          <ButtonLink to="/$lang/client-access" params={{ lang }}>
            {t('result.signInToView')}
          </ButtonLink>
        )}
        <ButtonLink to="/$lang" params={{ lang }} variant="secondary">
          {t('result.newOrder')}
        </ButtonLink>
      </div>
    </div>
  );
}
