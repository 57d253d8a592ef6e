// A secret the API shows once (an API key, a webhook's signing secret): read-only, selected when focused.
import { TextField } from '@photoedit/ui';

export function SecretShownOnce({
  label,
  hint,
  value,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="mt-4" data-testid={testId}>
      <TextField
        label={label}
        hint={hint}
        value={value}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
