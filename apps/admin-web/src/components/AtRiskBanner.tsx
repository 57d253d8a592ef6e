import { useTranslation } from '@photoedit/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';

/** Above every console tab while orders are at risk (issue 34): how many, and a link to the board. */
export function AtRiskBanner() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const board = useQuery({ ...trpc.admin.sla.board.queryOptions(), refetchInterval: 60_000 });
  const count = board.data?.atRisk ?? 0;
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-card border-2 border-warning-600 bg-warning-50 p-4"
      data-testid="at-risk-banner"
    >
      <p className="font-semibold text-warning-700">{t('atRisk.banner', { count })}</p>
      <Link
        to="/staff/admin/at-risk"
        className="font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {t('atRisk.open')}
      </Link>
    </div>
  );
}
