import type { ClientOrderImage, PhotoPin } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, cn, Dialog, DialogClose } from '@photoedit/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PinEditor } from '../../../components/pins/PinEditor';
import { focusAfterDecision } from '../focus-after-decision';

export interface PinNoteTexts {
  title: string;
  description: string;
  trigger: string;
  noteLabel: string;
  noteHint: string;
  pinsTitle: string;
  cancel: string;
  submit: string;
}

/**
 * A dialog asking what to change on a delivered photo: a note and numbered pins on the photo, each with its own
 * note (a revision request, a guarantee claim). `send` answers an error to show, or null once the request is
 * made; the dialog then closes and focus moves on (its trigger may be gone).
 */
export function PinNoteDialog({
  image,
  texts,
  noteMaxLength,
  pending,
  idPrefix,
  send,
}: {
  image: ClientOrderImage;
  texts: PinNoteTexts;
  noteMaxLength: number;
  pending: boolean;
  idPrefix: string;
  send: (request: { note: string; pins: PhotoPin[] }) => Promise<string | null>;
}) {
  const { t } = useTranslation('clientOrders');
  const number = image.position + 1;
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [pins, setPins] = useState<PhotoPin[]>([]);
  const [error, setError] = useState<string | null>(null);
  const ids = { note: useId(), hint: useId(), error: useId() };
  const sent = useRef(false);

  const change = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await send({ note, pins });
    setError(refused);
    if (refused !== null) return;
    sent.current = true;
    setOpen(false);
    setNote('');
    setPins([]);
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
      title={texts.title}
      description={texts.description}
      trigger={
        <Button variant="secondary">
          {texts.trigger}
          <span className="sr-only">: {t('detail.photo', { number })}</span>
        </Button>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.note} className="block text-sm font-medium text-ink">
          {texts.noteLabel}
        </label>
        <textarea
          id={ids.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={5}
          maxLength={noteMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className={cn(
            'mt-1 block w-full rounded-control border border-border-strong bg-white p-3 text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
            error ? 'border-error-600' : null,
          )}
        />
        <p id={ids.hint} className="mt-1 text-xs text-ink-muted">
          {texts.noteHint}
        </p>
        {image.edited ? (
          // min-w-0: a fieldset is as wide as its content's min-content (here the photo) unless told otherwise.
          <fieldset className="mt-5 min-w-0">
            <legend className="text-sm font-medium text-ink">{texts.pinsTitle}</legend>
            <PinEditor
              src={image.edited.previewUrl}
              alt={t('detail.editedAlt', { number })}
              pins={pins}
              onChange={setPins}
              invalid={error !== null}
              idPrefix={`${idPrefix}-${image.orderImageId}`}
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
            <Button variant="ghost" disabled={pending}>
              {texts.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
