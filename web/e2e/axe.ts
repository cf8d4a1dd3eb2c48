import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(__filename)('axe-core') as { source: string }).source;

interface AxeViolation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/**
 * axe-core's violations on the app page, frames excluded: the generated site in the preview frame
 * comes from the sites origin and is judged by the site generator's own bench.
 */
export async function axeViolations(page: Page): Promise<string[]> {
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
