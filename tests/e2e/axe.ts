import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
};

/** Runs axe on the page: its serious and critical findings, one line each (none is the aim). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe.run(document),
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
}
