// Prepaid credit (issue 35): the packs clients can buy on their Billing page, each a price in one currency and a
// bonus on top. A pack switched off is no longer offered; purchases already made keep what they were sold with.
import { type Currency, currencies } from '@photoedit/contracts';
import { formatMoney, useTranslation } from '@photoedit/i18n';
import { Button, SelectField, SelectOptions, TextField, toast } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useState } from 'react';
import { SettingsCard } from '../../../components/SettingsCard';
import { parseMajorAmount } from '../../../lib/format';
import { useCreditPacks, useSavePack } from '../api/credit-packs';

export function CreditPackSettings() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const packs = useCreditPacks();
  const { update } = useSavePack();
  return (
    <SettingsCard title={t('creditPacks.title')} intro={t('creditPacks.intro')} testId="credit-pack-settings">
      {packs.data && packs.data.length > 0 ? (
        <ul className="mt-4 divide-y divide-border rounded-card border border-border">
          {packs.data.map((pack) => {
            const money = (minor: number) => formatMoney(minor, pack.currency, i18n.language);
            const label = t('creditPacks.pack', {
              price: money(pack.priceMinor),
              bonus: money(pack.bonusMinor),
            });
            return (
              <li key={pack.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <span className={pack.active ? 'text-ink' : 'text-ink-muted'}>
                  {label} · {pack.active ? t('creditPacks.offered') : t('creditPacks.off')}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${pack.active ? t('creditPacks.switchOff') : t('creditPacks.switchOn')}: ${label}`}
                  onClick={() =>
                    update.mutate(
                      { ...pack, packId: pack.id, active: !pack.active },
                      { onError: (error) => toast.error(describeError(error)) },
                    )
                  }
                >
                  {pack.active ? t('creditPacks.switchOff') : t('creditPacks.switchOn')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('creditPacks.none')}</p>
      )}
      <NewPackForm />
    </SettingsCard>
  );
}

function NewPackForm() {
  const { t } = useTranslation(['admin', 'common']);
  const { create } = useSavePack();
  const [currency, setCurrency] = useState<Currency>('PLN');
  const [price, setPrice] = useState('');
  const [bonus, setBonus] = useState('0');
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-label={t('creditPacks.add')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            currency,
            priceMinor: parseMajorAmount(price) ?? Number.NaN,
            bonusMinor: parseMajorAmount(bonus) ?? Number.NaN,
          },
          {
            onSuccess: () => {
              toast.success(t('creditPacks.added'));
              setPrice('');
              setBonus('0');
            },
            onError: (error) => toast.error(describeError(error)),
          },
        );
      }}
    >
      <SelectField
        label={t('creditPacks.currency')}
        value={currency}
        onChange={(event) => setCurrency(event.target.value as Currency)}
      >
        <SelectOptions values={currencies} labelOf={(value) => value} />
      </SelectField>
      <TextField
        label={t('creditPacks.price')}
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <TextField
        label={t('creditPacks.bonus')}
        inputMode="decimal"
        value={bonus}
        onChange={(event) => setBonus(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={create.isPending} aria-busy={create.isPending}>
        {t('creditPacks.add')}
      </Button>
    </form>
  );
}
