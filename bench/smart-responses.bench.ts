/**
 * pnpm bench:smart-responses — the local response writer on 50 seeded reviews (see
 * smart-responses.ts): negative points answered, guardrail violations (must be 0). Prints the
 * figures and each review with its draft (--verbose), writes bench/results/smart-responses.json;
 * exits 1 when a draft breaks a guardrail.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureLocalWriter, summarise } from './smart-responses';

const results = measureLocalWriter(50);
const summary = summarise(results);
if (process.argv.includes('--verbose'))
  for (const r of results)
    console.log(
      `\n${r.rating}★ ${r.content}\n→ ${r.draft.replace(/\n+/g, ' / ')}\n  answered ${r.answered}/${r.negativePoints}${r.needsPerson ? ' (needs a person)' : ''}${r.violations.length ? ` VIOLATIONS: ${r.violations.join(', ')}` : ''}`,
    );
console.log(summary);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/smart-responses.json', import.meta.url),
  `${JSON.stringify(summary, null, 2)}\n`,
);
if (summary.guardrail_violations > 0) process.exit(1);
