// The offline provider's notice: no real charge is made (the wizard's payment and an API order's checkout page).
import { useTranslation } from '@photoedit/i18n';

export function TestPaymentNotice() {
  const { t } = useTranslation('wizard');
  return (
    <div
      className="rounded-card border-2 border-dashed border-warning-600 bg-warning-50 p-4"
      data-testid="test-payment"
    >
      <p className="font-semibold text-warning-700">{t('payment.testTitle')}</p>
      <p className="mt-1 text-sm text-ink">{t('payment.testBody')}</p>
    </div>
  );
}
