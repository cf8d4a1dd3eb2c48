import type { Page } from 'playwright-core';

/**
 * How many CSS px the page is wider than its viewport: 0 when nothing scrolls sideways, which a phone
 * user should never have to do (WCAG 2.2 SC 1.4.10 Reflow at 320 CSS px).
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
