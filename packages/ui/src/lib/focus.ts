// Where focus goes when the control that had it goes away (WCAG 2.4.3): never to <body>.

/** The page's skip-link target (<main>, focusable by script), else its first heading; without scrolling. */
export function focusPageStart(): void {
  const target =
    document.querySelector<HTMLElement>('main[tabindex]') ?? document.querySelector<HTMLElement>('h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Focuses the first of `candidates` still in the document and focusable (not disabled), else the page start.
 * For a control whose action removed it: the next control the keyboard user would reach, or a fallback.
 */
export function focusFirstOf(...candidates: (HTMLElement | null | undefined)[]): void {
  const target = candidates.find(
    (element) => element?.isConnected && !(element as HTMLButtonElement).disabled,
  );
  if (target) target.focus();
  else focusPageStart();
}
