import { describe, expect, it } from 'vitest';
import { parseLegacyAmount } from './legacy-amount';

describe('parseLegacyAmount', () => {
  it('reads the leading currency sign, thousands and cents', () => {
    expect(parseLegacyAmount('$1,234.50')).toBe(123450);
    expect(parseLegacyAmount('$49.00')).toBe(4900);
    expect(parseLegacyAmount('$12')).toBe(1200);
    expect(parseLegacyAmount('$0.5')).toBe(50);
    expect(parseLegacyAmount('$1,000,000.01')).toBe(100000001);
    expect(parseLegacyAmount(' $ 99.99 ')).toBe(9999);
    expect(parseLegacyAmount('US$ 99.9')).toBe(9990);
    expect(parseLegacyAmount('€15.25')).toBe(1525);
  });

  it('keeps credits negative and rounds a third decimal half up', () => {
    expect(parseLegacyAmount('-$5.00')).toBe(-500);
    expect(parseLegacyAmount('$-5.00')).toBe(-500);
    expect(parseLegacyAmount('$0.105')).toBe(11);
    expect(parseLegacyAmount('$0.104')).toBe(10);
    expect(parseLegacyAmount('$19.995')).toBe(2000);
  });

  it('does not lose cents to floating point', () => {
    expect(parseLegacyAmount('$0.29')).toBe(29);
    expect(parseLegacyAmount('$1.15')).toBe(115);
    expect(parseLegacyAmount('$4.35')).toBe(435);
  });

  it('answers null for text that is not an amount', () => {
    for (const text of [
      '',
      '12.00',
      '$',
      '$abc',
      '$1,23.00',
      '$12.00 USD',
      '$1.2.3',
      null,
      undefined,
    ])
      expect(parseLegacyAmount(text)).toBeNull();
  });
});
