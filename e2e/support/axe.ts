import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A failed rule with each element that fails it and why ("insufficient color contrast of 4.29 (foreground ..."). */
export type Violation = { id: string; impact: string; help: string; targets: string[] };

/** Runs axe-core's default rules (WCAG 2 A and AA, best practices) on the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const reasons = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
        return `${node.target.join(' ')}: ${reasons[0] ?? node.html.slice(0, 120)}`;
      }),
    }));
}
