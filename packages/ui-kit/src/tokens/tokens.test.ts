import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleStyles } from '../../styles.config';
import { TOKENS, tokenProperties } from './tokens';

const css = bundleStyles(resolve(process.cwd(), 'packages/ui-kit/src/styles.css'));

describe('design tokens', () => {
  it('declares every token in styles.css with the value the TS export has', () => {
    const properties = tokenProperties();
    expect(Object.keys(properties).length).toBeGreaterThan(40);
    for (const [name, value] of Object.entries(properties)) {
      expect(css, name).toContain(`${name}: ${value};`);
    }
  });

  it('gives every single-line control its height from one token per size', () => {
    expect(TOKENS.controlHeight).toEqual({ sm: '32px', md: '38px', lg: '44px' });
    // Inputs, selects, dropdown and date-range triggers and typeaheads (a .pk-input) share a rule.
    expect(css).toMatch(
      /\.pk-input,\n\.pk-select,\n\.pk-textarea,\n\.pk-dropdown__trigger,\n\.pk-daterange__trigger,[^{]*\{[^}]*min-height: var\(--plaudit-control-height-md\)/,
    );
    expect(css).toMatch(/\.pk-button \{[^}]*min-height: var\(--plaudit-control-height-md\)/);
    expect(css).toMatch(/\.pk-button-group \{[^}]*gap: var\(--plaudit-button-gap\)/);
  });
});
