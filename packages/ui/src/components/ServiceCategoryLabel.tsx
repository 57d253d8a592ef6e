import type { ServiceCategory } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';

/** A service's category, named in the page's language, as the small line above the service's name. */
export function ServiceCategoryLabel({ category }: { category: ServiceCategory }) {
  const { t } = useTranslation('common');
  return (
    <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
      {t(`serviceCategory.${category}`)}
    </p>
  );
}
