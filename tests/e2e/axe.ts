import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol: an injected <script> would break the page's CSP.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
};

/**
 * Runs axe on the page: its serious and critical findings, one line each (none is the aim).
 * `skip` leaves rules out, e.g. colour contrast under forced colours, where the user's theme
 * chooses the colours and axe still measures the page's own.
 */
export async function seriousViolations(
  page: Page,
  options: { skip?: string[] } = {},
): Promise<string[]> {
  await settleAnimations(page);
  await page.evaluate(AXE);
  const rules = Object.fromEntries((options.skip ?? []).map((id) => [id, { enabled: false }]));
  const result = (await page.evaluate(
    (rules) =>
      (
        window as unknown as {
          axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> };
        }
      ).axe.run(document, { rules }),
    rules,
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
}

/**
 * Waits for the page's finite animations, in open shadow roots too, to end: axe measures the
 * colours of the moment, so a review card that is still fading in would read as low contrast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}
