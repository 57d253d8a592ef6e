import type { Currency } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';

/** An amount in minor units, written as the interface language writes money ("$12.50", "12,50 zł"). */
export function Money({
  amountMinor,
  currency,
  className,
}: {
  amountMinor: number;
  currency: Currency;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return <span className={className}>{formatMoney(amountMinor, currency, i18n.language)}</span>;
}
