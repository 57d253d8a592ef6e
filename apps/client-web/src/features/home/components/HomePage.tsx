import type { Language } from '@photoedit/contracts';
import type { ReactNode } from 'react';
import { Claims } from './Claims';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { ServiceCatalogue } from './ServiceCatalogue';

/** `wizard`: the order wizard, shown right under the hero (SPEC §2: /{lang} is the home page and the wizard). */
export function HomePage({ lang, wizard }: { lang: Language; wizard?: ReactNode }) {
  return (
    <>
      <Hero lang={lang} />
      {wizard}
      <Claims />
      <ServiceCatalogue lang={lang} />
      <HowItWorks />
    </>
  );
}
