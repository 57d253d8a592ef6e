import type { AdminServiceView } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, Spinner } from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogueLanguage } from '../../../lib/language';
import { cellClasses, headCellClasses, tableWrapperClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';
import { DeleteServiceButton } from './DeleteServiceButton';
import { ServiceFormDialog } from './ServiceFormDialog';

/** The Services tab: the whole catalogue (hidden services too), add, edit and delete. */
export function ServicesPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const trpc = useTRPC();
  const services = useQuery(trpc.admin.services.list.queryOptions());
  // null: the form is closed; 'new': creating; a service: editing it.
  const [editing, setEditing] = useState<AdminServiceView | 'new' | null>(null);
  const language = catalogueLanguage(i18n.language);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('services.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('services.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('services.add')}</Button>
      </div>

      <div className={tableWrapperClasses}>
        {services.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 p-10 text-ink-muted">
            <Spinner /> {t('common:loading')}
          </div>
        ) : services.isError ? (
          <p role="alert" className="p-6 text-error-700">
            {t('common:messages.loadFailed', { item: t('services.item') })}
          </p>
        ) : services.data.length === 0 ? (
          <p className="p-10 text-center text-ink-muted">{t('services.empty')}</p>
        ) : (
          <table className="w-full min-w-[820px] text-left text-sm">
            <thead className="border-b border-border bg-surface text-ink-muted">
              <tr>
                <th scope="col" className={headCellClasses}>
                  {t('services.columns.name')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('services.columns.category')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('services.columns.price')}
                </th>
                <th scope="col" className={headCellClasses}>
                  {t('services.columns.status')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('services.columns.position')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('services.columns.ordered')}
                </th>
                <th scope="col" className={`${headCellClasses} text-right`}>
                  {t('services.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {services.data.map((service) => (
                <tr key={service.id} className="border-b border-border last:border-b-0">
                  <td className={cellClasses}>
                    <span className="font-medium text-ink">{service.text[language].name}</span>
                    <span className="block text-xs text-ink-muted" lang={language === 'en' ? 'pl' : 'en'}>
                      {service.text[language === 'en' ? 'pl' : 'en'].name}
                    </span>
                  </td>
                  <td className={cellClasses}>{t(`services.categories.${service.category}`)}</td>
                  <td className={`${cellClasses} text-right whitespace-nowrap`}>
                    {formatMoney(service.priceMinor, service.currency, i18n.language)}
                  </td>
                  <td className={cellClasses}>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${
                        service.active ? 'bg-success-50 text-success-700' : 'bg-surface-sunken text-ink-muted'
                      }`}
                    >
                      {service.active ? t('services.active') : t('services.hidden')}
                    </span>
                  </td>
                  <td className={`${cellClasses} text-right`}>{service.sortOrder}</td>
                  <td className={`${cellClasses} text-right`}>{service.orderLineCount}</td>
                  <td className={cellClasses}>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

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
