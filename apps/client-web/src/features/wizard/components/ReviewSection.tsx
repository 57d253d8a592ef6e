import { useTranslation } from '@photoedit/i18n';
import { Button } from '@photoedit/ui';
import type { ReactNode } from 'react';
import { WizardHeading } from './WizardHeading';

/** A part of the review that an earlier step filled in: its heading, an Edit button back to that step, the summary. */
export function ReviewSection({
  id,
  title,
  onEdit,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  return (
    <section aria-labelledby={id}>
      <div className="flex items-center justify-between gap-2">
        <WizardHeading depth={2} id={id} className="text-lg font-semibold text-ink">
          {title}
        </WizardHeading>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          {t('review.edit')}
          <span className="sr-only"> {title}</span>
        </Button>
      </div>
      {children}
    </section>
  );
}
