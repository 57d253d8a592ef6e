// Prepaid credit on the Billing page (issue 35): the packs on offer, each bought by card (Stripe's Payment Element,
// back here when it is done) or, without Stripe's keys, with the labelled offline test payment.
import type { CreditPack, Language, PackPaymentStart } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, StatusLine, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { lazy, Suspense, useId, useState } from 'react';
import { useBuyPack, useConfirmPack, useCreditPacks, usePurchaseStatus } from '../api/billing';
import { formatMoney } from '../format';

const StripePayment = lazy(() => import('../../../components/StripePayment'));

export function CreditPacks({
  lang,
  returnedPurchase,
}: {
  lang: Language;
  returnedPurchase?: string | undefined;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const headingId = useId();
  const packs = useCreditPacks();
  const [card, setCard] = useState<PackPaymentStart | null>(null);
  if (packs.isPending || packs.isError || (packs.data.length === 0 && !returnedPurchase)) return null;
  return (
    <Card className="mt-8 p-6" data-testid="credit-packs">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('packs.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('packs.intro')}</p>
      {returnedPurchase ? <ReturnedPurchase purchaseId={returnedPurchase} lang={lang} /> : null}
      {card?.clientSecret && card.publishableKey ? (
        <div className="mt-4 max-w-xl">
          <Suspense fallback={<StatusLine>{t('common:loading')}</StatusLine>}>
            <StripePayment
              publishableKey={card.publishableKey}
              clientSecret={card.clientSecret}
              returnUrl={`${window.location.origin}/${lang}/dashboard/billing?purchase=${card.purchaseId}`}
              payLabel={t('packs.pay', {
                amount: formatMoney({ amountMinor: card.amountMinor, currency: card.currency }, lang),
              })}
              locale={lang}
            />
          </Suspense>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {packs.data.map((pack) => (
            <li key={pack.id}>
              <PackOffer pack={pack} lang={lang} onCard={setCard} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PackOffer({
  pack,
  lang,
  onCard,
}: {
  pack: CreditPack;
  lang: Language;
  onCard: (start: PackPaymentStart) => void;
}) {
  const { t } = useTranslation('dashboard');
  const buy = useBuyPack();
  const confirm = useConfirmPack();
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: pack.currency }, lang);
  const credit = money(pack.priceMinor + pack.bonusMinor);
  const onBuy = async () => {
    try {
      const start = await buy.mutateAsync({ packId: pack.id });
      if (start.provider === 'stripe') return onCard(start);
      await confirm.mutateAsync({ purchaseId: start.purchaseId });
      toast.success(t('packs.added', { credit }));
    } catch (error) {
      toast.error(describeError(error));
    }
  };
  return (
    <div className="flex h-full flex-col gap-2 rounded-card border border-border p-4">
      <p className="text-xl font-semibold text-ink">{credit}</p>
      <p className="text-sm text-ink-muted">
        {pack.bonusMinor > 0
          ? t('packs.withBonus', { price: money(pack.priceMinor), bonus: money(pack.bonusMinor) })
          : t('packs.price', { price: money(pack.priceMinor) })}
      </p>
      <Button
        className="mt-auto self-start"
        onClick={() => void onBuy()}
        pending={buy.isPending || confirm.isPending}
        aria-label={t('packs.buyLabel', { credit })}
      >
        {t('packs.buy')}
      </Button>
    </div>
  );
}

/** Back from Stripe: waits for the webhook to record the purchase, then says so. */
function ReturnedPurchase({ purchaseId, lang }: { purchaseId: string; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const status = usePurchaseStatus(purchaseId);
  if (!status.data) return null;
  const credit = formatMoney({ amountMinor: status.data.creditMinor, currency: status.data.currency }, lang);
  return (
    <p role="status" className="mt-4 rounded-control bg-info-50 px-3 py-2 text-sm text-info-700">
      {status.data.paid ? t('packs.added', { credit }) : t('packs.waiting')}
    </p>
  );
}
