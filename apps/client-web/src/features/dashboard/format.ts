// The dashboard's money comes as { amountMinor, currency }: written by the one formatter of @photoedit/i18n.
import type { ClientMoney } from '@photoedit/contracts';
import { formatMoney as formatAmount } from '@photoedit/i18n';

export { formatDateTime, formatNumber } from '@photoedit/i18n';

export const formatMoney = (money: ClientMoney, lang: string) =>
  formatAmount(money.amountMinor, money.currency, lang);
