/**
 * A legacy invoice's amount, written by the former billing system as text with a leading
 * currency sign ('$1,234.50', '$12', '-$5.00', 'US$ 99.9'), in cents; null when the text is
 * not an amount. Commas group thousands; a third decimal rounds half up. Integer arithmetic
 * on the digits, so no cent is lost to floating point.
 */
export function parseLegacyAmount(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const m =
    /^\s*(-)?\s*(?:[A-Z]{0,3}\s*)?[$€£¥]\s*(-)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*$/.exec(
      text,
    );
  if (!m) return null;
  const negative = Boolean(m[1] || m[2]);
  const whole = Number(m[3]!.replaceAll(',', ''));
  const fraction = m[4] ?? '';
  let cents = whole * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
