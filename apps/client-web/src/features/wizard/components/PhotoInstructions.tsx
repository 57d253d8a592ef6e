import { orderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { TextAreaField } from '@photoedit/ui';
import { ReferencePicker } from '../../../components/ReferencePicker';
import { clientTextAreaClass } from '../../../lib/field-style';
import type { WizardStateProps } from '../wizard-props';
import type { WizardPhoto } from '../wizard-state';
import { PinInstructions } from './PinInstructions';
import { imageCardId } from './photo-card-ids';

/**
 * A photo's instructions for the designer, on demand: a note, reference photos and pins on the photo. Open when
 * any is given, or when a pin still needs its instruction.
 */
export function PhotoInstructions({
  photo,
  label,
  state,
  dispatch,
  emptyPin,
}: WizardStateProps & {
  photo: WizardPhoto;
  /** "Photo 1: name.jpg", the photo's accessible name. */
  label: string;
  emptyPin: boolean;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const noteId = `${imageCardId(photo.mediaId)}-note`;
  const note = state.notes[photo.mediaId] ?? '';
  const pins = state.pins[photo.mediaId] ?? [];
  const given = note !== '' || pins.length > 0 || (state.references[photo.mediaId] ?? []).length > 0;

  return (
    <details className="group" open={given || emptyPin || undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        {given ? t('services.instructionsGiven') : t('services.instructionsAdd')}
        <span className="sr-only">: {label}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <TextAreaField
          id={noteId}
          label={t('services.note')}
          hint={t('services.noteHint')}
          rows={2}
          maxLength={orderRules.noteMaxLength}
          value={note}
          onChange={(event) => dispatch({ type: 'note', mediaId: photo.mediaId, note: event.target.value })}
          className={clientTextAreaClass}
        />
        <ReferencePicker
          label={t('references.photoLabel')}
          draftToken={state.draftToken}
          references={state.references[photo.mediaId] ?? []}
          onChange={(references) => dispatch({ type: 'references', owner: photo.mediaId, references })}
        />
        <PinInstructions
          mediaId={photo.mediaId}
          draftToken={state.draftToken}
          photoSrc={photo.thumbnailUrl}
          photoAlt={label}
          pins={pins}
          onChange={(next) => dispatch({ type: 'pins', mediaId: photo.mediaId, pins: next })}
          emptyNote={emptyPin}
        />
      </div>
    </details>
  );
}
