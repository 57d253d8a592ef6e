import {
  acceptedUploadTypes,
  mediaErrorKeys,
  type ServiceImageKind,
  serviceImageKinds,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Spinner, toast } from '@photoedit/ui';
import { createXhrUpload, precheckFile, sessionAuthHeaders, UploadError } from '@photoedit/web-client';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { toastError } from '../../../lib/errors';
import { useAdminServices, useAttachServiceImage, useDetachServiceImage } from '../api/services';

const accept = Object.entries(acceptedUploadTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/**
 * The before, after and portfolio examples of a service: the admin uploads (`POST /api/media/upload` with the
 * admin's token), then attaches the upload; a new before or after image replaces the old one.
 */
export function ServiceImages({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation('admin');
  const services = useAdminServices();
  const service = services.data?.find((entry) => entry.id === serviceId);

  return (
    <section
      aria-labelledby="service-images-title"
      className="flex flex-col gap-3 rounded-card border border-border p-4"
    >
      <h3 id="service-images-title" className="text-sm font-semibold">
        {t('services.images.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('services.images.intro')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {serviceImageKinds.map((kind) => (
          <KindGroup
            key={kind}
            serviceId={serviceId}
            kind={kind}
            images={service?.images.filter((image) => image.kind === kind) ?? []}
          />
        ))}
      </div>
    </section>
  );
}

function KindGroup({
  serviceId,
  kind,
  images,
}: {
  serviceId: string;
  kind: ServiceImageKind;
  images: { id: string; url: string }[];
}) {
  const { t } = useTranslation(['admin', 'media']);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const upload = useMemo(() => createXhrUpload({ headers: () => sessionAuthHeaders('admin') }), []);
  const kindLabel = t(`services.images.kinds.${kind}`);

  const attach = useAttachServiceImage({
    onSuccess: () => toast.success(t('services.images.added')),
    onError: toastError,
  });
  const detach = useDetachServiceImage({
    onSuccess: () => toast.success(t('services.images.removed')),
    onError: toastError,
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = precheckFile(file);
    if (refused) {
      toast.error(t(refused as never));
      return;
    }
    setUploading(true);
    try {
      const item = await upload(file, () => {}, new AbortController().signal);
      // attach reports its own refusal (onError).
      attach.mutate({ serviceId, mediaId: item.id, kind });
    } catch (error) {
      toast.error(t((error instanceof UploadError ? error.messageKey : mediaErrorKeys.network) as never));
    } finally {
      setUploading(false);
    }
  };

  const busy = uploading || attach.isPending || detach.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{kindLabel}</p>
      {images.length === 0 ? <p className="text-xs text-ink-muted">{t('services.images.none')}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li key={image.id} className="flex flex-col items-start gap-1">
            <img
              src={image.url}
              alt={t('services.images.alt', { kind: kindLabel, number: index + 1 })}
              width={96}
              height={72}
              className="h-18 w-24 rounded-control border border-border object-cover"
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={t('services.images.removeLabel', { kind: kindLabel, number: index + 1 })}
              onClick={() => detach.mutate({ serviceImageId: image.id })}
            >
              {t('services.images.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="sr-only">
        {t(`services.images.upload.${kind}`)}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        onChange={onFile}
      />
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {uploading ? <Spinner /> : null}
        {uploading ? t('services.images.uploading') : t(`services.images.upload.${kind}`)}
      </Button>
    </div>
  );
}
