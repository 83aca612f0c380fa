import type { DraftFacts, ResponseWriter, ReviewPoint } from './response-writer';

/**
 * The local response writer: no model, no network. It composes the reply from what Plaudit
 * knows about the review — its points (keywords and experience categories with their
 * sentiment, worded as the reviewer put them), rating, the reviewer's first name, the
 * location's public name — in the account's voice (tone, sign-off), closing with the
 * best-matching template's last sentence when there is one. It answers the review's own
 * complaints ("We're so sorry the pasta came out cold and the wait was long") rather than
 * thanking in general. English only: the caller offers the template for other languages.
 * The voice's free instructions are for a model; this writer cannot follow free text.
 * Deterministic: the same facts give the same reply.
 */
export function localResponseWriter(): ResponseWriter {
  return {
    kind: 'local',
    name: 'local',
    async write(facts, options) {
      const text = composeReply(facts);
      // Paragraph by paragraph, as a model streams: the editor shows the reply growing.
      if (options?.onDelta) for (const piece of text.split(/(?<=\n\n)/)) options.onDelta(piece);
      return text;
    },
  };
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the business does about each kind of complaint, said without promising anything. */
const FOLLOW_UP: Record<string, string> = {
  Food: 'I have shared your note with our kitchen so every plate leaves as it should.',
  'Wait Time': 'We are looking at how we handle our busiest hours so nobody is kept waiting.',
  Service: 'I have passed this on to our team; that is not the welcome we want you to have.',
  Staff: 'I have passed this on to our team; that is not the welcome we want you to have.',
  Value: 'We want every visit to feel worth it, and your feedback helps us get there.',
  Atmosphere: 'We are looking at what we can change to make the room more comfortable.',
  Facilities: 'We have asked the team to look into it straight away.',
  'Care Quality': 'Your care matters to us, and I have shared this with our clinical team.',
  'Bedside Manner': 'Every patient deserves to feel heard, and I have shared this with our team.',
  Location: 'Thank you for pointing this out; it helps us guide visitors better.',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The template's last sentence, when it is a closing line worth borrowing. */
function templateClosing(facts: DraftFacts): string | null {
  if (!facts.template) return null;
  const sentences = facts.template.content
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const last = sentences.at(-1);
  if (!last || sentences.length < 2) return null;
  if (/^(hi|hello|dear|thank|thanks|sorry|we are sorry|we're sorry)\b/i.test(last)) return null;
  return last;
}

export function composeReply(facts: DraftFacts): string {
  const { review, voice } = facts;
  const tone = voice.tone;
  const named = review.first_name !== 'there';
  const place = facts.location_name || facts.business_name;
  const negatives = facts.points.filter((p) => p.sentiment < 0);
  const positives = facts.points.filter((p) => p.sentiment > 0);
  const low = review.rating > 0 && review.rating <= 3;
  const out: string[] = [];

  const greeting =
    tone === 'formal'
      ? named
        ? `Dear ${review.first_name},`
        : 'Hello,'
      : named
        ? `Hi ${review.first_name},`
        : 'Hi there,';

  if (tone !== 'brief')
    out.push(
      tone === 'formal'
        ? `Thank you for your review of ${place}.`
        : `Thank you for taking the time to tell us about your visit to ${place}.`,
    );

  if (negatives.length) {
    const said = listOf(negatives.map((p) => p.point));
    out.push(
      tone === 'formal'
        ? `We apologise that ${said}.`
        : tone === 'brief'
          ? `Sorry ${said}.`
          : `We're so sorry ${said}.`,
    );
    if (tone !== 'brief') {
      const followUps = [
        ...new Set(
          negatives.map((p: ReviewPoint) => (p.category ? FOLLOW_UP[p.category] : undefined)),
        ),
      ].filter((s): s is string => !!s);
      out.push(...followUps.slice(0, 2));
    }
  }

  if (positives.length && (tone !== 'brief' || negatives.length === 0)) {
    const liked = listOf(positives.slice(0, 3).map((p) => p.point));
    out.push(
      negatives.length
        ? `Thank you as well for your kind words about ${liked}.`
        : tone === 'formal'
          ? `We are pleased that you enjoyed ${liked}.`
          : `We're so glad you enjoyed ${liked}!`,
    );
  }

  if (negatives.length === 0 && positives.length === 0)
    out.push(
      !low
        ? tone === 'formal'
          ? 'We are delighted that you had a good experience.'
          : "We're delighted you had a great time!"
        : review.rating === 3
          ? 'Thank you for your honest feedback; it helps us improve.'
          : "We're sorry your visit fell short of what you expected.",
    );

  const closing = templateClosing(facts);
  if (low) {
    if (tone === 'brief') out.push('We hope to do better next time.');
    else if (closing && tone === 'warm') out.push(closing);
    else
      out.push(
        tone === 'formal'
          ? `We would welcome the opportunity to offer you a better experience at ${place}.`
          : `We'd love the chance to do better, and we hope you'll give ${place} another try.`,
      );
  } else {
    out.push(
      tone === 'brief'
        ? 'Hope to see you again soon.'
        : tone === 'formal'
          ? `We look forward to your next visit to ${place}.`
          : (closing ?? `We look forward to welcoming you back to ${place}!`),
    );
  }

  const body = [greeting, out.map(capitalise).join(' ')];
  if (voice.sign_off.trim()) body.push(voice.sign_off.trim());
  return body.join('\n\n');
}
