import type { AdminServiceView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, ConfirmDialog, toast } from '@photoedit/ui';
import { toastError } from '../../../lib/errors';
import { catalogueLanguage } from '../../../lib/language';
import { useDeleteService } from '../api/services';

/** Deletes a service after confirmation; one that orders used is archived by the API (they keep their lines). */
export function DeleteServiceButton({ service }: { service: AdminServiceView }) {
  const { t, i18n } = useTranslation('admin');
  const name = service.text[catalogueLanguage(i18n.language)].name;
  const mutation = useDeleteService({
    onSuccess: (result) => {
      toast.success(
        t(result.outcome === 'archived' ? 'services.messages.archived' : 'services.messages.deleted'),
      );
    },
    onError: toastError,
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="secondary"
          disabled={mutation.isPending}
          aria-label={t('services.deleteLabel', { name })}
        >
          {t('common.delete')}
        </Button>
      }
      title={t('services.confirmDelete.title', { name })}
      description={
        service.orderLineCount > 0
          ? t('services.confirmDelete.descriptionUsed', { count: service.orderLineCount })
          : t('services.confirmDelete.description')
      }
      confirmLabel={t('services.confirmDelete.confirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => mutation.mutate({ serviceId: service.id })}
    />
  );
}
