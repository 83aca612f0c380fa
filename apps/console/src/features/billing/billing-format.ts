/** US dollars from cents: 4900 → "$49.00". */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A date as "Jun 15, 2026" (UTC: billing dates are calendar days). */
export function formatBillingDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
};
export const brandName = (brand: string) => BRANDS[brand] ?? 'Card';

export const COLLECTION_LABELS: Record<string, string> = {
  automatic: 'Charged to the card on file',
  invoice: 'Invoiced',
  remittance: 'Paid by remittance',
};
