// The services step's "Continue": every photo needs a service (SPEC §5, the message on each photo without one,
// focus on the first), and every instruction pin needs its instruction (focus on the first empty one).
import type { ServiceView } from '@photoedit/contracts';
import { useState } from 'react';
import { serviceCheckboxId } from './components/ServicesStep';
import { photosWithEmptyPins, photosWithoutService, type WizardState } from './wizard-state';

const focusOn = (id: string | undefined) => {
  const target = id ? document.getElementById(id) : null;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
};

export function useServicesGate(state: WizardState, services: readonly ServiceView[]) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [emptyPins, setEmptyPins] = useState<ReadonlySet<string>>(new Set());
  return {
    missing,
    emptyPins,
    /** Whether the step may be left now; when not, marks the photos and focuses the first problem. */
    pass: () => {
      const without = photosWithoutService(state);
      setMissing(new Set(without));
      const first = without[0];
      if (first) {
        const firstService = services[0];
        focusOn(firstService ? serviceCheckboxId(first, firstService.id) : undefined);
        return false;
      }
      const unwritten = photosWithEmptyPins(state);
      setEmptyPins(new Set(unwritten));
      const firstPinned = unwritten[0];
      if (firstPinned) {
        const index = (state.pins[firstPinned] ?? []).findIndex((pin) => pin.note.trim() === '');
        // The editor opens on the next render; focus its empty instruction then.
        requestAnimationFrame(() => focusOn(`pins-${firstPinned}-note-${index}`));
        return false;
      }
      return true;
    },
  };
}
