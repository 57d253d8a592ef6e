import {
  type ClientOrderImage,
  ClientRevisionRequest,
  clientOrderRules,
  type PhotoPin,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, cn, Dialog, DialogClose } from '@photoedit/ui';
import { describeError, translateMessageKey } from '@photoedit/web-client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PinEditor } from '../../../components/pins/PinEditor';
import { useImageDecisions } from '../api/image-decisions';
import { focusAfterDecision } from '../focus-after-decision';

/**
 * "Request revision" and its dialog: the note for the designer (at most
 * `clientOrderRules.revisionNoteMaxLength` characters) and numbered pins on the photo, each with its own note. The image's one revision is used only when the API
 * accepts the request; a refusal keeps the dialog open with the reason.
 */
export function RevisionDialog({ image }: { image: ClientOrderImage }) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [pins, setPins] = useState<PhotoPin[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { requestRevision, refresh } = useImageDecisions();
  const ids = { note: useId(), hint: useId(), error: useId() };
  // Once sent, the button that opened the dialog is gone: focus moves on instead of returning to it.
  const sent = useRef(false);

  const change = (next: boolean) => {
    if (requestRevision.isPending) return;
    setOpen(next);
    if (!next) setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ClientRevisionRequest.safeParse({ orderImageId: image.orderImageId, note, pins });
    if (!parsed.success) {
      setError(translateMessageKey(parsed.error.issues[0]?.message));
      return;
    }
    setError(null);
    requestRevision.mutate(parsed.data, {
      onSuccess: () => {
        sent.current = true;
        setOpen(false);
        setNote('');
        setPins([]);
      },
      onError: (failure) => {
        setError(describeError(failure));
        void refresh();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      width="max-w-3xl"
      onCloseAutoFocus={(event) => {
        if (!sent.current) return;
        event.preventDefault();
        focusAfterDecision(image.orderImageId);
      }}
      title={t('revision.title', { number })}
      description={t('revision.description')}
      trigger={
        <Button variant="secondary">
          {t('actions.requestRevision')}
          <span className="sr-only">: {t('detail.photo', { number })}</span>
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.note} className="block text-sm font-medium text-ink">
          {t('revision.noteLabel')}
        </label>
        <textarea
          id={ids.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={5}
          maxLength={clientOrderRules.revisionNoteMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className={cn(
            'mt-1 block w-full rounded-control border border-border-strong bg-white p-3 text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
            error ? 'border-error-600' : null,
          )}
        />
        <p id={ids.hint} className="mt-1 text-xs text-ink-muted">
          {t('revision.noteHint', { count: clientOrderRules.revisionNoteMaxLength })}
        </p>
        {image.edited ? (
          // min-w-0: a fieldset is as wide as its content's min-content (here the photo) unless told otherwise.
          <fieldset className="mt-5 min-w-0">
            <legend className="text-sm font-medium text-ink">{t('pins.revisionTitle')}</legend>
            <PinEditor
              src={image.edited.previewUrl}
              alt={t('detail.editedAlt', { number })}
              pins={pins}
              onChange={setPins}
              invalid={error !== null}
              idPrefix={`revision-${image.orderImageId}`}
            />
          </fieldset>
        ) : null}
        {error ? (
          <p id={ids.error} role="alert" className="mt-2 text-sm text-error-700">
            {error}
          </p>
        ) : null}
        {/* In view at the foot of the dialog however long the form, on a screen tall enough (a phone upright)
            for the row not to cover what it passes over; on a short one it follows the form. */}
        <div className="z-10 -mx-6 mt-6 flex flex-wrap justify-end gap-3 bg-white px-6 py-4 [@media(min-height:700px)]:sticky [@media(min-height:700px)]:-bottom-6 [@media(min-height:700px)]:border-t [@media(min-height:700px)]:border-border">
          <DialogClose asChild>
            <Button variant="ghost" disabled={requestRevision.isPending}>
              {t('revision.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={requestRevision.isPending} aria-busy={requestRevision.isPending}>
            {t('revision.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
