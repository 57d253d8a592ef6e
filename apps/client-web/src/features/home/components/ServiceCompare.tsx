import { useTranslation } from '@photoedit/i18n';
import { CompareSlider } from '../../../components/compare/CompareSlider';

/** A service's before/after example in the comparison slider, named after the service. */
export function ServiceCompare({
  name,
  beforeImageUrl,
  afterImageUrl,
}: {
  name: string;
  beforeImageUrl: string;
  afterImageUrl: string;
}) {
  const { t } = useTranslation('home');
  return (
    <CompareSlider
      originalSrc={beforeImageUrl}
      editedSrc={afterImageUrl}
      label={t('hero.compareLabel', { name })}
      originalAlt={t('hero.beforeAlt', { name })}
      editedAlt={t('hero.afterAlt', { name })}
    />
  );
}
