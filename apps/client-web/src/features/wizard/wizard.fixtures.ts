// Wizard photos for the wizard's tests: a stored upload with a signed address that does not lapse.
import type { WizardPhoto } from './wizard-state';

export const wizardPhoto = (mediaId: string): WizardPhoto => ({
  mediaId,
  name: `${mediaId}.jpg`,
  thumbnailUrl: `/media/${mediaId}?exp=9999999999`,
  width: 4,
  height: 3,
  check: null,
  warningsDismissed: false,
});
