// The one axe check of the e2e suite: WCAG 2.2 AA (and, where asked, axe's best practices) on the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's results for the page. A toast already leaving (sonner's exit animation, `data-removed="true"`) is left out:
 * its text fades to nothing on purpose and is gone a moment later, so a check that lands mid-fade proves nothing.
 */
export const axeResults = (page: Page, options: { bestPractice?: boolean } = {}) =>
  new AxeBuilder({ page })
    .withTags(options.bestPractice ? [...wcag, 'best-practice'] : wcag)
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();

/** No violation axe can detect on the page as it is now. */
export async function expectAccessible(page: Page, options: { bestPractice?: boolean } = {}) {
  expect((await axeResults(page, options)).violations).toEqual([]);
}
