import { useTranslation } from '@photoedit/i18n';
import { useId, useState } from 'react';
import { useBracketEdit } from '../bracket-edit-context';
import type { BracketGrouping } from '../wizard-state';

/** "Group bracketed exposures into one photo": on, the server groups the files; off, each file is its own photo. */
export function BracketGroupingToggle({ grouping }: { grouping: BracketGrouping }) {
  const { t } = useTranslation('wizard');
  const edit = useBracketEdit();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex items-start gap-3 rounded-control border border-border bg-white p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-600"
        checked={grouping !== 'off'}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={async (event) => {
          setBusy(true);
          await edit(event.currentTarget.checked ? { kind: 'auto' } : { kind: 'separate' });
          setBusy(false);
        }}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink">
          {t('brackets.grouping')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('brackets.groupingHint')}
        </p>
      </div>
    </div>
  );
}
