import { formatDate } from '@plaudit/ui-kit';
import { currentLocale } from '../../lib/format';

/** US dollars from cents: 4900 → "$49.00". */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A date as "Jun 15, 2026" (the console's date format, in UTC: billing dates are calendar days). */
export function formatBillingDate(value: string | null | undefined): string {
  if (!value) return '—';
  return formatDate(value, { locale: currentLocale(), timeZone: 'UTC' }) || value;
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
