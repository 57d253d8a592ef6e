import type { DesignerOrderImage } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

/** What the client asked for one photo: services, note, and the open revision. */
export function PhotoWishes({ image }: { image: DesignerOrderImage }) {
  const { t } = useTranslation('designer');
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink-muted">{image.services.map((service) => service.name).join(', ')}</p>
      {image.clientNote ? <Wish tone="note" label={t('order.clientNote')} text={image.clientNote} /> : null}
      {image.revisionOpen ? (
        <Wish
          tone="revision"
          label={t('image.revisionNote')}
          text={image.revisionNote ?? t('image.revisionPinsOnly', { count: image.revisionPins.length })}
        />
      ) : null}
    </div>
  );
}

// A note reads as part of the photo's details; an open revision request stands out, as it is what to do now.
const tones = {
  note: { line: 'text-ink-muted', label: 'font-medium text-ink' },
  revision: {
    line: 'rounded-control bg-warning-50 px-2 py-1 text-ink',
    label: 'font-semibold text-warning-700',
  },
};

/** One labelled wish: "Client note: …". */
function Wish({ tone, label, text }: { tone: keyof typeof tones; label: string; text: string | null }) {
  return (
    <p className={tones[tone].line}>
      <span className={tones[tone].label}>{label}: </span>
      {text}
    </p>
  );
}
