// The "My style" form (issue 33): one radio group per choice (each with "No preference"), the client's own words,
// and up to five photos they like, saved whole. Used on the My style page and, after a first order, on the
// payment result ("Save these choices as my style").
import {
  type StyleChoice,
  type StyleChoices,
  type StyleView,
  styleChoices,
  styleOptions,
  styleRules,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, TextAreaField, toast } from '@photoedit/ui';
import { describeError, sessionAuthHeaders } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { type PickedReference, ReferencePicker } from '../../../components/ReferencePicker';
import { useSaveStyle } from '../api/style';

const noChoices = Object.fromEntries(styleChoices.map((name) => [name, null])) as StyleChoices;

function ChoiceGroup({
  name,
  value,
  onChange,
}: {
  name: StyleChoice;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const group = useId();
  const options: (string | null)[] = [...styleOptions[name], null];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{t(`style.choices.${name}`)}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option ?? 'none'}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-border-strong bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={group}
              className="size-4 accent-brand-600"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option === null
              ? t('style.noPreference')
              : t(`style.options.${name}.${option}` as 'style.options.sky.keep')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const referencesOf = (style: StyleView | null | undefined): PickedReference[] =>
  (style?.references ?? []).map((reference) => ({
    mediaId: reference.mediaId,
    name: reference.fileName ?? '',
    thumbnailUrl: reference.thumbnailUrl,
  }));

export function StyleForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: StyleView | null | undefined;
  submitLabel: string;
  onSaved?: (style: StyleView) => void;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const save = useSaveStyle();
  const [choices, setChoices] = useState<StyleChoices>(initial?.choices ?? noChoices);
  const [note, setNote] = useState(initial?.note ?? '');
  const [references, setReferences] = useState<PickedReference[]>(() => referencesOf(initial));
  const tooLong = note.length > styleRules.noteMaxLength;

  const submit = () =>
    save.mutate(
      { choices, note, referenceIds: references.map((reference) => reference.mediaId) },
      {
        onSuccess: (saved) => {
          toast.success(t('style.saved'));
          onSaved?.(saved);
        },
        onError: (error) => toast.error(describeError(error)),
      },
    );

  return (
    <form
      className="space-y-6"
      data-testid="style-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) submit();
      }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {styleChoices.map((name) => (
          <ChoiceGroup
            key={name}
            name={name}
            value={choices[name]}
            onChange={(value) => setChoices((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </div>
      <TextAreaField
        label={t('style.note')}
        hint={t('style.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={tooLong ? t('common:errors.style.noteTooLong') : undefined}
        rows={3}
      />
      <ReferencePicker
        label={t('style.references')}
        headers={() => sessionAuthHeaders('client')}
        max={styleRules.maxReferences}
        references={references}
        onChange={setReferences}
      />
      <Button type="submit" size="lg" disabled={save.isPending || tooLong}>
        {submitLabel}
      </Button>
    </form>
  );
}
