import { useTranslation } from '@photoedit/i18n';
import { Button, TextField } from '@photoedit/ui';
import { useState } from 'react';

/** "Go to photo N": a number field and Go; a number out of range is said under the field and nothing moves. */
export function GoToPhoto({ count, onGoTo }: { count: number; onGoTo: (index: number) => void }) {
  const { t } = useTranslation('clientOrders');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const number = Number(value);
        const valid = value !== '' && Number.isInteger(number) && number >= 1 && number <= count;
        setInvalid(!valid);
        if (valid) onGoTo(number - 1);
      }}
    >
      <TextField
        label={t('overview.goToLabel')}
        error={invalid ? t('overview.goToHint', { count }) : undefined}
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-32"
      />
      <Button type="submit" variant="secondary" className="mt-7">
        {t('overview.goTo')}
      </Button>
    </form>
  );
}
