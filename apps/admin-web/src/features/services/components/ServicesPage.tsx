import type { AdminServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, type DataColumn, DataTable, PageHeading, tableRows, usePageTitle } from '@photoedit/ui';
import { useMemo, useState } from 'react';
import { catalogueLanguage } from '../../../lib/language';
import { useAdminServices } from '../api/services';
import { BlendSurchargeSettings } from './BlendSurchargeSettings';
import { CreditPackSettings } from './CreditPackSettings';
import { DeleteServiceButton } from './DeleteServiceButton';
import { ServiceFormDialog } from './ServiceFormDialog';
import { TurnaroundSettings } from './TurnaroundSettings';

/** The Services tab: the whole catalogue (hidden services too), add, edit and delete. */
export function ServicesPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  usePageTitle(t('services.title'));
  const services = useAdminServices();
  // null: the form is closed; 'new': creating; a service: editing it.
  const [editing, setEditing] = useState<AdminServiceView | 'new' | null>(null);
  const language = catalogueLanguage(i18n.language);
  const other = language === 'en' ? 'pl' : 'en';
  const columns = useMemo(
    (): DataColumn<AdminServiceView>[] => [
      {
        id: 'name',
        header: t('services.columns.name'),
        cell: (service) => (
          <>
            <span className="font-medium text-ink">{service.text[language].name}</span>
            <span className="block text-xs text-ink-muted" lang={other}>
              {service.text[other].name}
            </span>
          </>
        ),
      },
      {
        id: 'category',
        header: t('services.columns.category'),
        cell: (service) => t(`common:serviceCategory.${service.category}`),
      },
      {
        id: 'price',
        header: t('services.columns.price'),
        align: 'end',
        className: 'whitespace-nowrap',
        cell: (service) => formatMoney(service.priceMinor, service.currency, i18n.language),
      },
      {
        id: 'status',
        header: t('services.columns.status'),
        cell: (service) => (
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${
              service.active ? 'bg-success-50 text-success-700' : 'bg-surface-sunken text-ink-muted'
            }`}
          >
            {service.active ? t('services.active') : t('services.hidden')}
          </span>
        ),
      },
      {
        id: 'position',
        header: t('services.columns.position'),
        align: 'end',
        cell: (service) => service.sortOrder,
      },
      {
        id: 'ordered',
        header: t('services.columns.ordered'),
        align: 'end',
        cell: (service) => service.orderLineCount,
      },
      {
        id: 'actions',
        header: t('services.columns.actions'),
        align: 'end',
        cell: (service) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('services.editLabel', { name: service.text[language].name })}
              onClick={() => setEditing(service)}
            >
              {t('common.edit')}
            </Button>
            <DeleteServiceButton service={service} />
          </div>
        ),
      },
    ],
    [t, i18n.language, language, other],
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading title={t('services.title')} intro={t('services.intro')} />
        </div>
        <Button onClick={() => setEditing('new')}>{t('services.add')}</Button>
      </div>

      <DataTable
        label={t('services.title')}
        columns={columns}
        item={t('services.item')}
        empty={t('services.empty')}
        minWidth={820}
        {...tableRows(services)}
      />

      <TurnaroundSettings />
      <BlendSurchargeSettings />
      <CreditPackSettings />

      <ServiceFormDialog
        service={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
