import { Button } from '@photoedit/ui';
import { Fragment } from 'react';
import type { Step } from './StepList';

export interface StepButton {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A step's two buttons: the secondary one goes back (or cancels), the primary one goes on. */
export interface StepNavigation {
  back: StepButton;
  forward: StepButton;
}

/** The row of buttons under the current step; empty while a step offers none. */
export function StepButtons({ step, navigation }: { step: Step; navigation: StepNavigation | null }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {navigation ? (
        // Keyed by step: each step gets its own buttons rather than relabelled ones.
        <Fragment key={step}>
          <Button variant="secondary" onClick={navigation.back.onClick}>
            {navigation.back.label}
          </Button>
          <Button onClick={navigation.forward.onClick} disabled={navigation.forward.disabled}>
            {navigation.forward.label}
          </Button>
        </Fragment>
      ) : null}
    </div>
  );
}
