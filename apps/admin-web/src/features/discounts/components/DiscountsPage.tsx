import type { AdminDiscountView } from '@photoedit/contracts';
import { formatDate, formatMoney, formatPercent, useTranslation } from '@photoedit/i18n';
import { Button, Spinner, toast } from '@photoedit/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError } from '../../../lib/errors';
import { cellClasses, headCellClasses, tableWrapperClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';
import { DiscountForm } from './DiscountForm';

/** The Discount codes tab: every code with its use count, a form for new ones, and the on/off switch. */
export function DiscountsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const trpc = useTRPC();
  const codes = useQuery(trpc.admin.discounts.list.queryOptions());

  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('discounts.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('discounts.intro')}</p>
      <DiscountForm />
      <div className={tableWrapperClasses}>
        {codes.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-ink-muted">
            <Spinner /> {t('common:loading')}
          </div>
        ) : codes.isError ? (
          <p role="alert" className="p-6 text-error-700">
            {t('common:messages.loadFailed', { item: t('discounts.item') })}
          </p>
        ) : codes.data.length === 0 ? (
          <p className="p-10 text-center text-ink-muted">{t('discounts.empty')}</p>
        ) : (
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-border bg-surface text-ink-muted">
              <tr>
                <th scope="col" className={headCellClasses}>
                  {t('discounts.columns.code')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('discounts.columns.discount')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('discounts.columns.uses')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('discounts.columns.expires')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('discounts.columns.status')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('discounts.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <DiscountRow key={code.id} code={code} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

function DiscountRow({ code }: { code: AdminDiscountView }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.discounts.setActive.mutationOptions({
      onSuccess: (result) => {
        toast.success(t(result.active ? 'discounts.messages.activated' : 'discounts.messages.deactivated'));
        void queryClient.invalidateQueries({ queryKey: trpc.admin.discounts.pathKey() });
      },
      onError: toastError,
    }),
  );
  const expired = code.expiresAt !== null && new Date(code.expiresAt).getTime() <= Date.now();
  const amount =
    code.kind === 'percent'
      ? formatPercent(code.value / 100, i18n.language, 0)
      : formatMoney(code.value, code.currency ?? 'USD', i18n.language);
  const [label, classes] = !code.active
    ? [t('discounts.inactive'), 'bg-surface-sunken text-ink-muted']
    : expired
      ? [t('discounts.expired'), 'bg-warning-50 text-warning-700']
      : [t('discounts.active'), 'bg-success-50 text-success-700'];

  return (
    <tr className="border-b border-border last:border-b-0">
      <td className={`${cellClasses} font-mono font-medium text-ink`}>{code.code}</td>
      <td className={cellClasses}>{amount}</td>
      <td className={cellClasses}>
        {code.maxUses === null
          ? t('discounts.unlimited', { uses: code.uses })
          : t('discounts.usesValue', { uses: code.uses, max: code.maxUses })}
      </td>
      <td className={`${cellClasses} whitespace-nowrap text-ink-muted`}>
        {code.expiresAt ? (
          <time dateTime={code.expiresAt}>{formatDate(code.expiresAt, i18n.language)}</time>
        ) : (
          t('discounts.never')
        )}
      </td>
      <td className={cellClasses}>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${classes}`}>
          {label}
        </span>
      </td>
      <td className={`${cellClasses} text-right`}>
        <Button
          size="sm"
          variant="secondary"
          disabled={mutation.isPending}
          aria-label={t(code.active ? 'discounts.deactivateLabel' : 'discounts.activateLabel', {
            code: code.code,
          })}
          onClick={() => mutation.mutate({ discountId: code.id, active: !code.active })}
        >
          {code.active ? t('discounts.deactivate') : t('discounts.activate')}
        </Button>
      </td>
    </tr>
  );
}
