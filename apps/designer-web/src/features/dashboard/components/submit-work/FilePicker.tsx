import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import { type ChangeEvent, useRef } from 'react';

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/gif';

/** A button opening the file dialog (the input itself is hidden but labelled, for tests and assistive tech). */
export function FilePicker({
  label,
  accessibleLabel = label,
  multiple = false,
  onFiles,
  variant = 'secondary',
}: {
  label: string;
  /** Names the input and the button when the visible label repeats (one picker per photo). */
  accessibleLabel?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'primary' | 'secondary';
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length > 0) onFiles(picked);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={acceptedTypes}
        multiple={multiple}
        aria-label={accessibleLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
      <Button
        variant={variant}
        size="sm"
        onClick={() => input.current?.click()}
        aria-label={accessibleLabel === label ? undefined : `${accessibleLabel}: ${label}`}
      >
        {label}
      </Button>
    </>
  );
}

/** One photo's picker: "Choose file", or "Replace file" once one is chosen, named after the photo's number. */
export function PhotoFilePicker({
  number,
  chosen,
  onFile,
}: {
  number: number;
  chosen: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('designer');
  return (
    <FilePicker
      label={chosen ? t('submit.replaceFile') : t('submit.chooseFile')}
      accessibleLabel={t('submit.fileFor', { number })}
      onFiles={(picked) => onFile(picked[0])}
    />
  );
}
