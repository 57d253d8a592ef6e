// Where focus goes once a photo has been accepted or sent back (its buttons go away): to the next photo still
// awaiting a decision (wrapping round to the earlier ones), else to the decided photo's title, or to the overview
// when the photo left the group shown (WCAG 2.4.3).
import { focusFirstOf } from '@photoedit/ui';

export const photoTitleId = (orderImageId: string) => `photo-${orderImageId}-title`;

/** The attributes of a photo's row of actions: which photo, and whether it still awaits the client's decision. */
export const photoActionsAttributes = (orderImageId: string, awaiting: boolean) => ({
  'data-photo-actions': orderImageId,
  ...(awaiting ? { 'data-awaiting-decision': '' } : {}),
});

export function focusAfterDecision(orderImageId: string): void {
  const rows = [...document.querySelectorAll<HTMLElement>('[data-photo-actions]')];
  const index = rows.findIndex((row) => row.dataset.photoActions === orderImageId);
  const next = [...rows.slice(index + 1), ...rows.slice(0, Math.max(index, 0))]
    .filter((row) => row.hasAttribute('data-awaiting-decision'))
    .map((row) => row.querySelector<HTMLElement>('button:enabled'))
    .find(Boolean);
  focusFirstOf(
    next,
    document.getElementById(photoTitleId(orderImageId)),
    // The photo left the group shown (e.g. "To review"): back to the overview.
    document.getElementById('overview-title'),
  );
}
