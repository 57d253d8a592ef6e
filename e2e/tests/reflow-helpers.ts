// The reflow checks of WCAG 2.2 1.4.10 and 2.4.11 (docs/accessibility.md): at 320 CSS px wide (and 256 high, a
// 1280 × 1024 screen at 400 % zoom) no page scrolls sideways, and every control of an open dialog (or of the
// cookie banner) can be brought into the viewport by scrolling, unclipped and uncovered.
import { expect, type Page } from '@playwright/test';

/** A phone, and a 1280 × 1024 desktop at 400 % zoom. */
export const reflowViewports = [
  { width: 320, height: 640 },
  { width: 320, height: 256 },
] as const;

/** The overlays whose controls must each be reachable: dialogs, alert dialogs and the cookie banner. */
export const overlaySelector = '[role="dialog"], [role="alertdialog"], [data-cookie-banner]';

/** The problems on the page as it is now: sideways scrolling, and overlay controls that cannot be reached. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (root.scrollWidth > root.clientWidth) {
      // Named by the innermost elements that stick out, to say what to fix.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
      );
      const innermost = wide.filter(
        (element) => !wide.some((other) => other !== element && element.contains(other)),
      );
      const culprits = innermost.slice(0, 3).map(nameOf).join(', ');
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px): ${culprits}`);
    }
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex="0"], [role="switch"]';
    for (const overlay of document.querySelectorAll(selector)) {
      // The overlay itself inside the viewport: what does not fit must scroll inside it, not run off the screen.
      const box = overlay.getBoundingClientRect();
      if (
        box.top < -1 ||
        box.left < -1 ||
        box.bottom > window.innerHeight + 1 ||
        box.right > window.innerWidth + 1
      )
        problems.push(
          `${nameOf(overlay)} runs off the viewport (${Math.round(box.top)}…${Math.round(box.bottom)} px)`,
        );
      for (const control of overlay.querySelectorAll<HTMLElement>(controls)) {
        if (control.closest('[aria-hidden="true"], [hidden]') || control.getClientRects().length === 0)
          continue;
        // What a keyboard or a finger would do: bring it into view, scrolling whatever can scroll.
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        let visible = control.getBoundingClientRect();
        let left = Math.max(visible.left, 0);
        let top = Math.max(visible.top, 0);
        let right = Math.min(visible.right, window.innerWidth);
        let bottom = Math.min(visible.bottom, window.innerHeight);
        for (let parent = control.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          visible = parent.getBoundingClientRect();
          left = Math.max(left, visible.left);
          top = Math.max(top, visible.top);
          right = Math.min(right, visible.right);
          bottom = Math.min(bottom, visible.bottom);
        }
        const rect = control.getBoundingClientRect();
        // Wholly shown (a 1 px allowance for rounding), or at least 24 px of it when it is taller than the view.
        const shownWidth = right - left;
        const shownHeight = bottom - top;
        const whole =
          shownWidth >= Math.min(rect.width, window.innerWidth) - 1 &&
          shownHeight >= Math.min(rect.height, 24, window.innerHeight) - 1;
        if (!whole) {
          problems.push(`${nameOf(control)} cannot be scrolled into view`);
          continue;
        }
        const hit = document.elementFromPoint(left + shownWidth / 2, top + Math.min(shownHeight, 24) / 2);
        if (hit && !control.contains(hit) && !hit.contains(control))
          problems.push(`${nameOf(control)} is covered by ${nameOf(hit)}`);
      }
    }
    return problems;
  }, overlaySelector);
}

/** Checks the page at both reflow viewports (then restores `restore`), naming `where` in the failure. */
export async function expectReflows(page: Page, where: string, restore = reflowViewports[0]) {
  for (const viewport of reflowViewports) {
    await page.setViewportSize(viewport);
    // Layout settles on the next frames after a resize (sticky headers, Radix positioning).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect.soft(await layoutProblems(page), `${where} at ${viewport.width}×${viewport.height}`).toEqual([]);
  }
  await page.setViewportSize(restore);
}

/** The interface language the staff apps (and /payment-success) start in, as if chosen before. */
export const useLanguage = (page: Page, lang: 'en' | 'pl') =>
  page.addInitScript((chosen) => window.localStorage.setItem('i18nextLng', chosen), lang);

/** Signs a staff role in over REST and stores the session the way the login screen does, for every page load. */
export async function signInThroughApi(
  page: Page,
  role: 'admin' | 'designer',
  credentials: { email: string; password: string },
) {
  const login = await page.request.post('/api/auth/login', { data: { ...credentials, role } });
  expect(login.status()).toBe(200);
  const answer = (await login.json()) as { access_token: string; refresh_token: string; user: unknown };
  await page.addInitScript(
    ({ role, answer }) => {
      if (window.localStorage.getItem(`${role}_token`)) return;
      window.localStorage.setItem(`${role}_token`, answer.access_token);
      window.localStorage.setItem(`${role}_refresh_token`, answer.refresh_token);
      window.localStorage.setItem(`${role}_user`, JSON.stringify(answer.user));
    },
    { role, answer },
  );
}
