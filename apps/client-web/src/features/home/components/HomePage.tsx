import type { Language } from '@photoedit/contracts';
import { Claims } from './Claims';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { ServiceCatalogue } from './ServiceCatalogue';

export function HomePage({ lang }: { lang: Language }) {
  return (
    <>
      <Hero />
      <Claims />
      <ServiceCatalogue lang={lang} />
      <HowItWorks />
    </>
  );
}
