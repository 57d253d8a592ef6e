import { type ClientOrderImage, ClientRevisionRequest, clientOrderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { describeError, translateMessageKey } from '@photoedit/web-client';
import { useImageDecisions } from '../api/image-decisions';
import { PinNoteDialog } from './PinNoteDialog';

/**
 * "Request revision" and its dialog: the note for the designer (at most `clientOrderRules.revisionNoteMaxLength`
 * characters) and numbered pins on the photo, each with its own note. The image's one revision is used only when
 * the API accepts the request; a refusal keeps the dialog open with the reason.
 */
export function RevisionDialog({ image }: { image: ClientOrderImage }) {
  const { t } = useTranslation('clientOrders');
  const { requestRevision, refresh } = useImageDecisions();
  return (
    <PinNoteDialog
      image={image}
      idPrefix="revision"
      noteMaxLength={clientOrderRules.revisionNoteMaxLength}
      pending={requestRevision.isPending}
      texts={{
        title: t('revision.title', { number: image.position + 1 }),
        description: t('revision.description'),
        trigger: t('actions.requestRevision'),
        noteLabel: t('revision.noteLabel'),
        noteHint: t('revision.noteHint', { count: clientOrderRules.revisionNoteMaxLength }),
        pinsTitle: t('pins.revisionTitle'),
        cancel: t('revision.cancel'),
        submit: t('revision.submit'),
      }}
      send={async ({ note, pins }) => {
        const parsed = ClientRevisionRequest.safeParse({ orderImageId: image.orderImageId, note, pins });
        if (!parsed.success) return translateMessageKey(parsed.error.issues[0]?.message);
        try {
          await requestRevision.mutateAsync(parsed.data);
          return null;
        } catch (failure) {
          void refresh();
          return describeError(failure);
        }
      }}
    />
  );
}
