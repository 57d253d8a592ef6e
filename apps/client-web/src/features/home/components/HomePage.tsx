import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { usePageTitle } from '@photoedit/ui';
import type { ReactNode } from 'react';
import { Claims } from './Claims';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { ServiceCatalogue } from './ServiceCatalogue';
import { TurnaroundPrices } from './TurnaroundPrices';

/** `wizard`: the order wizard, shown right under the hero (SPEC §2: /{lang} is the home page and the wizard). */
export function HomePage({ lang, wizard }: { lang: Language; wizard?: ReactNode }) {
  const { t } = useTranslation('home');
  usePageTitle(t('hero.title'));
  return (
    <>
      <Hero lang={lang} />
      {wizard}
      <Claims />
      <ServiceCatalogue lang={lang} />
      <TurnaroundPrices />
      <HowItWorks />
    </>
  );
}
