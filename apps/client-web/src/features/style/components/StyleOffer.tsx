import { useTranslation } from '@photoedit/i18n';
import { useSession } from '@photoedit/web-client';
import { useState } from 'react';
import { useMyStyle } from '../api/style';
import { StyleForm } from './StyleForm';

/**
 * At the end of an order, for a signed-in client without a style yet (issue 33): "Save these choices as my style",
 * so the next order carries them to the designer. Gone once saved (with a word that it is).
 */
export function StyleOffer() {
  const signedIn = useSession('client') !== null;
  return signedIn ? <SignedInOffer /> : null;
}

function SignedInOffer() {
  const { t } = useTranslation('dashboard');
  const style = useMyStyle();
  const [saved, setSaved] = useState(false);
  if (saved) {
    return (
      <p
        className="mx-auto mt-10 max-w-3xl rounded-card bg-success-50 p-4 text-left text-success-700"
        role="status"
      >
        {t('style.saved')}
      </p>
    );
  }
  if (style.data !== null) return null;
  return (
    <section
      aria-labelledby="style-offer-title"
      className="mx-auto mt-10 max-w-3xl rounded-card border border-border bg-white p-5 text-left"
      data-testid="style-offer"
    >
      <h2 id="style-offer-title" className="text-xl font-semibold text-ink">
        {t('style.offerTitle')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('style.offerIntro')}</p>
      <div className="mt-5">
        <StyleForm initial={null} submitLabel={t('style.saveFirst')} onSaved={() => setSaved(true)} />
      </div>
    </section>
  );
}
