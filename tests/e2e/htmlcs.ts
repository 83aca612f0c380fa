import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated through the DevTools protocol, like axe: an injected <script> would break the CSP.
const HTMLCS = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

type Finding = { code: string; msg: string; element: string };

/**
 * HTML_CodeSniffer (what pa11y runs), WCAG 2 AA, on the page as it is now: its error-level
 * messages (type 1), one entry each. Warnings and notices need a person's judgement and are
 * not counted.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS);
  // HTML_CodeSniffer 2.5.1 lacks the English texts of some messages (the autocomplete checks
  // of 1.3.5): without this it throws instead of reporting them, so they read as their codes.
  await page.evaluate(() => {
    const h = (window as unknown as { HTMLCS: { getTranslation: (k: string) => string } }).HTMLCS;
    const translate = h.getTranslation.bind(h);
    h.getTranslation = (key: string) => translate(key) ?? `${key} ({{x}}{{valuesStr}})`;
  });
  const found = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const w = window as unknown as {
          HTMLCS: {
            process: (
              s: string,
              d: Document,
              done: () => void,
              fail: () => void,
              lang: string,
            ) => void;
            getMessages: () => { type: number; code: string; msg: string; element: Element }[];
          };
        };
        w.HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              w.HTMLCS.getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  code: m.code,
                  msg: m.msg,
                  element: (m.element as Element).outerHTML?.slice(0, 160) ?? String(m.element),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
          'en',
        );
      }),
  );
  return found.map((f) => `${f.code}\n  ${f.msg}\n  ${f.element}`);
}
