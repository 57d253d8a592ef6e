import { Card } from '@photoedit/ui';
import type { ReactNode } from 'react';

/** A settings panel of the console (turnaround, blend surcharge, preferred designers): title, what it sets, form. */
export function SettingsCard({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="mt-8 p-5" data-testid={testId}>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      {children}
    </Card>
  );
}
