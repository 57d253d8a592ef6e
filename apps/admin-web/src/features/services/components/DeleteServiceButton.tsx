import type { AdminServiceView } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, toast } from '@photoedit/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { toastError } from '../../../lib/errors';
import { catalogueLanguage } from '../../../lib/language';
import { dialogContentClasses, dialogOverlayClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';

/** Deletes a service after confirmation; one that orders used is archived by the API (they keep their lines). */
export function DeleteServiceButton({ service }: { service: AdminServiceView }) {
  const { t, i18n } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const name = service.text[catalogueLanguage(i18n.language)].name;
  const mutation = useMutation(
    trpc.admin.services.delete.mutationOptions({
      onSuccess: (result) => {
        toast.success(
          t(result.outcome === 'archived' ? 'services.messages.archived' : 'services.messages.deleted'),
        );
        void queryClient.invalidateQueries({ queryKey: trpc.admin.services.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.services.list.pathKey() });
      },
      onError: toastError,
    }),
  );
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          disabled={mutation.isPending}
          aria-label={t('services.deleteLabel', { name })}
        >
          {t('common.delete')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={`${dialogContentClasses} max-w-md`}>
          <AlertDialog.Title className="text-lg font-semibold">
            {t('services.confirmDelete.title', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {service.orderLineCount > 0
              ? t('services.confirmDelete.descriptionUsed', { count: service.orderLineCount })
              : t('services.confirmDelete.description')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => mutation.mutate({ serviceId: service.id })}>
                {t('services.confirmDelete.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
