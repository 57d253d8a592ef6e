import { type AdminClaimItem, type ClaimResolution, claimRules } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, FormAlert, TextAreaField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { useResolveClaim } from '../api/claims';
import { DesignerSelect } from './DesignerSelect';

/**
 * The admin's decision on an open claim: a redo by the same or another designer (due in 12 hours), a refund of
 * the photo's share of the card payment, or that share of all that was paid as credit. One request id per form:
 * a double click or a retry is the same refund.
 */
export function ClaimDecision({ claim }: { claim: AdminClaimItem }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const money = (minor: number) => formatMoney(minor, claim.currency, i18n.language);
  const resolve = useResolveClaim();
  const [resolution, setResolution] = useState<ClaimResolution>('redo');
  const [designerId, setDesignerId] = useState(claim.designer?.id ?? '');
  const [note, setNote] = useState('');
  const [requestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const choices: { value: ClaimResolution; label: string; disabled: boolean }[] = [
    { value: 'redo', label: t('claims.redo', { hours: claimRules.redoHours }), disabled: false },
    {
      value: 'refund',
      label: t('claims.refund', { amount: money(claim.refundableMinor) }),
      disabled: claim.refundableMinor === 0,
    },
    {
      value: 'credit',
      label: t('claims.credit', { amount: money(claim.creditMinor) }),
      disabled: claim.creditMinor === 0,
    },
  ];

  const submit = async () => {
    setError(null);
    const common = { claimId: claim.id, note: note || undefined };
    try {
      if (resolution === 'redo') await resolve.mutateAsync({ ...common, resolution, designerId });
      else if (resolution === 'refund') await resolve.mutateAsync({ ...common, resolution, requestId });
      else await resolve.mutateAsync({ ...common, resolution });
      toast.success(t('claims.decided', { number: claim.orderNumber }));
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('claims.decision')}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={resolution === choice.value}
              disabled={choice.disabled}
              onChange={() => setResolution(choice.value)}
              className="size-4"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {resolution === 'redo' ? (
        <DesignerSelect
          label={t('claims.designer')}
          emptyLabel={t('claims.chooseDesigner')}
          value={designerId}
          onChange={setDesignerId}
        />
      ) : null}
      <TextAreaField
        label={t('claims.note')}
        value={note}
        maxLength={claimRules.resolutionNoteMaxLength}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button
          type="submit"
          pending={resolve.isPending}
          pendingLabel={t('claims.deciding')}
          disabled={resolution === 'redo' && designerId === ''}
        >
          {t('claims.decide')}
        </Button>
      </div>
      <FormAlert>{error}</FormAlert>
    </form>
  );
}
