/**
 * What a widget may show of a review on a customer's website, decided once:
 * the public endpoint applies it to every payload and the console's preview
 * applies it to the reviews it shows, so the preview matches what visitors see.
 */

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;

/** Review and response text with e-mail addresses replaced by "[email hidden]". */
export const hideEmails = (text: string): string => text.replace(EMAIL, '[email hidden]');

const HIDDEN_NAMES = new Set(['anonymous', 'a google user', 'a customer', 'verified patient']);

/** "Dana Kowalski" → "Dana K."; one word stays; hidden or e-mail-like names → null. */
export function publicReviewerName(author: string): string | null {
  const words = author.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || author.includes('@')) return null;
  if (HIDDEN_NAMES.has(words.join(' ').toLowerCase())) return null;
  if (words.length === 1) return words[0] ?? null;
  const initial = [...(words[words.length - 1] ?? '')][0]?.toUpperCase() ?? '';
  return `${words[0]} ${initial}.`;
}
