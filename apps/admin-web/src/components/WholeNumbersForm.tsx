import { useTranslation } from '@photoedit/i18n';
import { Button, TextField } from '@photoedit/ui';
import { useState } from 'react';

/** A whole number as typed, or NaN (the API's schema then refuses it with its translated message). */
const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * A settings form of whole numbers (the preferred designers' window, the alerts' thresholds): one field each,
 * Save sends them in their order.
 */
export function WholeNumbersForm({
  label,
  fields,
  pending,
  onSave,
}: {
  label: string;
  fields: readonly { label: string; value: number }[];
  pending: boolean;
  onSave: (values: number[]) => void;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => fields.map((field) => String(field.value)));
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values.map(wholeNumber));
      }}
    >
      {fields.map((field, index) => (
        <TextField
          key={field.label}
          label={field.label}
          inputMode="numeric"
          value={values[index] ?? ''}
          onChange={(event) =>
            setValues((current) => current.map((value, at) => (at === index ? event.target.value : value)))
          }
        />
      ))}
      <Button type="submit" size="sm" disabled={pending} aria-busy={pending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
