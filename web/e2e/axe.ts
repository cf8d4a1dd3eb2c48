import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(__filename)('axe-core') as { source: string }).source;

interface AxeViolation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/**
 * Waits, on the page's state and not on time, until what axe would judge is the page a user sees:
 * a level-one heading or an open modal dialog is there (the lazily loaded route has committed; axe's
 * page-has-heading-one passes for either), no 'Loading…' spinner (role=status) shows, and every finite
 * CSS animation or transition has run (an infinite one, a spinner's turn, never ends). Bounded by
 * `timeoutMs`: a page that never settles is still checked, so a missing heading is reported as such.
 */
export async function settled(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((el) => /^Loading/.test(el.textContent?.trim() ?? ''));
    const running = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    return !loading && !running && document.querySelector('h1, [role="heading"][aria-level="1"], [role="dialog"][aria-modal="true"]') !== null;
  }, undefined, { timeout: timeoutMs }).catch(() => undefined);
}

/**
 * axe-core's violations on the app page once it has settled (see `settled`), frames excluded: the
 * generated site in the preview frame comes from the sites origin and is judged by the site
 * generator's own bench.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  // Evaluated through the DevTools protocol, which the page's CSP doesn't govern; a <script> tag
  // would be an inline script the production CSP (rightly) blocks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource};void 0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run({ include: [document], exclude: [['iframe']] }, { iframes: false, resultTypes: ['violations'] });
    return res.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
