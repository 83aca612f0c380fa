import type { Random } from './random';
import {
  type Aspect,
  CLOSERS,
  FILLERS,
  FIRST_NAMES,
  HEALTH_ASPECT_WEIGHTS,
  HEALTH_SENTENCES,
  LAST_NAMES,
  MINOR_COMPLAINTS,
  OPENERS,
  type Polarity,
  RESTAURANT_ASPECT_WEIGHTS,
  RESTAURANT_SENTENCES,
  TITLES,
} from './review-phrases';

export type TextVertical = 'restaurant' | 'health_care';

/** Fixes what filling leaves behind ("the the Pearl District"). */
function tidy(text: string): string {
  return text.replace(/\b([Tt]he|our) the\b/g, '$1');
}

/** What a review can mention about the place it is written for. */
export type ReviewContext = {
  vertical: TextVertical;
  /** Brand as customers say it: "Blue Fern", "Evergreen Family Health". */
  place: string;
  city: string;
  /** Neighbourhood or short location name: "South Congress", "Terminal B". */
  hood: string;
  /** First names of servers, nurses, front-desk staff. */
  staff: readonly string[];
  /** The manager's first name (signs replies). */
  manager: string;
  /** Health care: "Dr. Patel", "Nurse Practitioner Lee". */
  providers: readonly string[];
  dishes: readonly string[];
  drinks: readonly string[];
  /** Contact for replies to unhappy reviewers. */
  email: string;
  phone: string;
};

export type GeneratedReview = {
  title: string;
  content: string;
  aspects: Aspect[];
  /** Values the text mentions, so a reply can refer to them. */
  mentions: Partial<Record<'dish' | 'staff' | 'provider', string>>;
};

/** Fills {placeholders}; each name keeps one value for the whole review. */
class Filler {
  readonly values = new Map<string, string>();
  constructor(
    private readonly rng: Random,
    private readonly ctx: ReviewContext,
  ) {}

  /** Placeholders that appear in the text (not only resolved to pick another value). */
  readonly used = new Set<string>();

  fill(template: string): string {
    return tidy(
      template.replace(/\{(\w+)\}/g, (_, name: string) => {
        this.used.add(name);
        return this.value(name);
      }),
    );
  }

  value(name: string): string {
    const known = this.values.get(name);
    if (known !== undefined) return known;
    const v = this.choose(name);
    this.values.set(name, v);
    return v;
  }

  private choose(name: string): string {
    const { rng, ctx } = this;
    switch (name) {
      case 'dish':
        return rng.pick(ctx.dishes.length ? ctx.dishes : ['special']);
      case 'dish2': {
        const first = this.value('dish');
        const rest = ctx.dishes.filter((d) => d !== first);
        return rest.length ? rng.pick(rest) : first;
      }
      case 'dish3': {
        const taken = [this.value('dish'), this.value('dish2')];
        const rest = ctx.dishes.filter((d) => !taken.includes(d));
        return rest.length ? rng.pick(rest) : this.value('dish2');
      }
      case 'drink':
        return rng.pick(ctx.drinks.length ? ctx.drinks : ['iced tea']);
      case 'staff':
        return rng.pick(ctx.staff);
      case 'manager':
        return ctx.manager;
      case 'provider':
        return rng.pick(ctx.providers.length ? ctx.providers : ['the doctor']);
      case 'city':
        return ctx.city;
      case 'hood':
        return ctx.hood;
      case 'place':
        return ctx.place;
      case 'minutes':
        return String(rng.pick([25, 30, 35, 40, 45, 50, 55, 60, 75, 90]));
      case 'short':
        return String(rng.pick([10, 12, 15, 20]));
      case 'party':
        return String(rng.int(8, 16));
      case 'years':
        return String(rng.int(2, 15));
      case 'price':
        return `$${rng.pick([25, 30, 35, 40, 45])}`;
      case 'price_high':
        return `$${rng.pick([28, 32, 36, 42, 48])}`;
      default: {
        const list = (FILLERS as Record<string, readonly string[]>)[name];
        if (!list) throw new Error(`unknown placeholder {${name}}`);
        return rng.pick(list);
      }
    }
  }
}

function sentencesFor(ctx: ReviewContext, aspect: Aspect, polarity: Polarity): readonly string[] {
  const bank = (ctx.vertical === 'health_care' ? HEALTH_SENTENCES : RESTAURANT_SENTENCES) as Record<
    string,
    Record<Polarity, readonly string[]>
  >;
  return bank[aspect]?.[polarity] ?? [];
}

function aspectWeights(ctx: ReviewContext): readonly (readonly [Aspect, number])[] {
  return ctx.vertical === 'health_care' ? HEALTH_ASPECT_WEIGHTS : RESTAURANT_ASPECT_WEIGHTS;
}

/** Picks n distinct aspects by weight. */
function pickAspects(rng: Random, ctx: ReviewContext, n: number, exclude: Aspect[] = []): Aspect[] {
  const chosen: Aspect[] = [];
  let pool = aspectWeights(ctx).filter(([a]) => !exclude.includes(a));
  while (chosen.length < n && pool.length) {
    const a = rng.weighted(pool);
    chosen.push(a);
    pool = pool.filter(([x]) => x !== a);
  }
  return chosen;
}

type Plan = {
  positive: number;
  negative: number;
  minor: boolean;
  tone: 'positive' | 'neutral' | 'negative';
};

function planFor(rng: Random, rating: number): Plan {
  switch (rating) {
    case 5:
      return {
        positive: rng.weighted([
          [1, 30],
          [2, 40],
          [3, 22],
          [4, 8],
        ]),
        negative: 0,
        minor: false,
        tone: 'positive',
      };
    case 4:
      return {
        positive: rng.weighted([
          [1, 35],
          [2, 45],
          [3, 20],
        ]),
        negative: 0,
        minor: rng.chance(0.4),
        tone: 'positive',
      };
    case 3:
      return { positive: rng.int(1, 2), negative: rng.int(1, 2), minor: false, tone: 'neutral' };
    case 2:
      return {
        positive: rng.chance(0.35) ? 1 : 0,
        negative: rng.int(1, 3),
        minor: false,
        tone: 'negative',
      };
    default:
      return {
        positive: 0,
        negative: rng.weighted([
          [1, 25],
          [2, 40],
          [3, 25],
          [4, 10],
        ]),
        minor: false,
        tone: 'negative',
      };
  }
}

/**
 * A whole review of 1 to 6 sentences for a star rating (1-5). For a Facebook
 * recommendation (rating 0) pass `recommends`.
 */
export function generateReviewText(
  rng: Random,
  ctx: ReviewContext,
  rating: number,
  opts: { recommends?: boolean } = {},
): GeneratedReview {
  const filler = new Filler(rng, ctx);
  const vertical = ctx.vertical;
  const effective = rating === 0 ? (opts.recommends === false ? 1 : 5) : rating;
  const plan = planFor(rng, effective);
  if (rating === 0) {
    // Recommendations are short.
    plan.positive = Math.min(plan.positive, 2);
    plan.negative = Math.min(plan.negative, 2);
  }

  const positiveAspects = pickAspects(rng, ctx, plan.positive);
  const negativeAspects = pickAspects(rng, ctx, plan.negative, positiveAspects);
  const body: string[] = [];
  const mentions: GeneratedReview['mentions'] = {};
  const use = (aspect: Aspect, polarity: Polarity) => {
    const options = sentencesFor(ctx, aspect, polarity);
    if (options.length) body.push(filler.fill(rng.pick(options)));
  };

  const ordered: [Aspect, Polarity][] = [
    ...positiveAspects.map((a) => [a, 'positive'] as [Aspect, Polarity]),
    ...negativeAspects.map((a) => [a, 'negative'] as [Aspect, Polarity]),
  ];
  // Mixed reviews often lead with the complaint.
  if (plan.tone === 'neutral' && rng.chance(0.5)) ordered.reverse();
  for (const [aspect, polarity] of ordered) use(aspect, polarity);
  if (plan.minor) body.push(filler.fill(rng.pick(MINOR_COMPLAINTS[vertical])));

  const sentences: string[] = [];
  if (rating === 0) {
    sentences.push(
      tidy(
        opts.recommends === false
          ? rng.pick([
              'Would not recommend.',
              `Cannot recommend the ${ctx.hood} location.`,
              'Not recommended.',
            ])
          : rng.pick([
              `Highly recommend ${ctx.place}!`,
              `Recommend the ${ctx.hood} location.`,
              'Definitely recommend.',
              `${ctx.place} never disappoints.`,
            ]),
      ),
    );
  } else if (rng.chance(body.length >= 4 ? 0.3 : 0.55)) {
    sentences.push(filler.fill(rng.pick(OPENERS[vertical][plan.tone])));
  }
  sentences.push(...body);
  if (sentences.length < 6 && rng.chance(sentences.length <= 2 ? 0.6 : 0.35)) {
    sentences.push(filler.fill(rng.pick(CLOSERS[vertical][plan.tone])));
  }

  const titleTone = effective >= 4 ? 'positive' : effective === 3 ? 'mixed' : 'negative';
  const title = filler.fill(rng.pick(TITLES[vertical][titleTone]));

  for (const key of ['dish', 'staff', 'provider'] as const) {
    const v = filler.values.get(key);
    if (v !== undefined && filler.used.has(key)) mentions[key] = v;
  }
  return {
    title,
    content: sentences.slice(0, 6).join(' '),
    aspects: [...positiveAspects, ...negativeAspects],
    mentions,
  };
}

/** A reply written by the business, in the tone the review calls for. */
export function generateResponseText(
  rng: Random,
  ctx: ReviewContext,
  review: {
    authorName: string;
    rating: number;
    recommends?: boolean;
    mentions: GeneratedReview['mentions'];
    aspects: Aspect[];
  },
): string {
  const firstToken = review.authorName.split(/[\s_.\d]/)[0] ?? '';
  const first =
    firstToken.length > 1 && !['Verified', 'Anonymous'].includes(firstToken)
      ? firstToken[0]!.toUpperCase() + firstToken.slice(1)
      : 'there';
  const positive = review.rating >= 4 || (review.rating === 0 && review.recommends !== false);
  const negative = review.rating > 0 ? review.rating <= 2 : review.recommends === false;
  const parts: string[] = [];
  const health = ctx.vertical === 'health_care';
  const signer = rng.pick([
    `${ctx.manager}, General Manager`,
    `${ctx.manager} and the ${ctx.hood} team`,
    `The ${ctx.place} Team`,
    `${ctx.manager}`,
  ]);
  if (positive) {
    parts.push(
      rng.pick([
        `Hi ${first},`,
        `Thank you, ${first}!`,
        `Dear ${first},`,
        `${first}, thank you so much for the kind words!`,
        `Hi ${first}, thanks for taking the time to leave a review.`,
      ]),
    );
    if (review.mentions.dish && !health && rng.chance(0.7)) {
      parts.push(
        rng.pick([
          `We are so glad you enjoyed the ${review.mentions.dish}.`,
          `Our team loves the ${review.mentions.dish} too!`,
          `Our kitchen team will be thrilled to hear you loved the ${review.mentions.dish}.`,
        ]),
      );
    }
    if (review.mentions.staff && rng.chance(0.8)) {
      parts.push(
        rng.pick([
          `We will be sure to pass your compliments along to ${review.mentions.staff}.`,
          `${review.mentions.staff} will be so happy to read this.`,
        ]),
      );
    }
    if (review.mentions.provider && rng.chance(0.8)) {
      parts.push(`We have shared your kind words with ${review.mentions.provider}.`);
    }
    if (parts.length === 1) {
      parts.push(
        rng.pick([
          `It means a lot to our ${ctx.hood} team to hear this.`,
          'Reviews like yours make our day.',
          health ? 'Caring for your family is a privilege.' : 'We love being part of your routine.',
          `We are grateful to have guests like you at ${ctx.place}.`,
        ]),
      );
    }
    parts.push(
      rng.pick(
        health
          ? [
              'We look forward to seeing you at your next visit.',
              'Take care and stay well!',
              'See you next time!',
            ]
          : [
              'We look forward to seeing you again soon!',
              'See you next time!',
              'Come back and see us soon!',
            ],
      ),
    );
  } else {
    parts.push(
      rng.pick([
        `Hi ${first}, thank you for taking the time to share this, and I am sorry your visit fell short.`,
        `${first}, I am sorry to hear about your experience.`,
        `Hello ${first}, thank you for the honest feedback.`,
        `Hi ${first}, we appreciate you letting us know about this.`,
      ]),
    );
    if (health) {
      parts.push(
        'To protect your privacy we cannot discuss the details of your care here, but we take every concern seriously.',
      );
    } else {
      const aspect = review.aspects.find((a) => a !== 'location') ?? 'service';
      const byAspect: Record<string, string> = {
        food: review.mentions.dish
          ? `I have passed your notes about the ${review.mentions.dish} to our kitchen manager.`
          : 'I have shared your notes with our kitchen team.',
        service: 'We are reviewing service standards with our team this week.',
        staff: 'Every guest should feel welcome, and I have addressed this with the team.',
        wait_time: `Long waits are not the experience we want for our guests, and we are adjusting staffing at ${ctx.hood}.`,
        value: 'We take pricing feedback seriously and I have shared it with our owners.',
        cleanliness:
          'Cleanliness is non-negotiable for us, and we have addressed it with the closing team.',
        atmosphere: 'Thank you for the note about the dining room; we are looking into it.',
        parking: 'We know parking is tough and are working with the building on more options.',
      };
      parts.push(byAspect[aspect] ?? byAspect.service!);
    }
    parts.push(
      negative
        ? rng.pick([
            `Please reach out to us at ${ctx.email} so we can make this right.`,
            `Please call me directly at ${ctx.phone}; I would like to hear more.`,
            `I would love the chance to make it up to you. Please email ${ctx.email}.`,
          ])
        : rng.pick([
            'We hope you will give us another chance.',
            'We hope to see you again and do better.',
          ]),
    );
  }
  const [greeting, ...rest] = parts;
  const separator = greeting?.endsWith(',') ? '\n\n' : ' ';
  return tidy(`${greeting}${separator}${rest.join(' ')}\n\n${signer}`);
}

/** A reviewer name in the style of the source: "Maria G.", "maria_g2019", "Maria Gonzalez". */
export function generateAuthorName(rng: Random, sourceCode: string): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  switch (sourceCode) {
    case 'yelp':
    case 'opentable':
    case 'zocdoc':
      return `${first} ${last[0]}.`;
    case 'trip_advisor':
    case 'zomato':
    case 'foursquare':
      return rng.chance(0.6)
        ? `${first.toLowerCase()}${rng.pick(['_', '', '.'])}${last[0]!.toLowerCase()}${rng.int(1, 99)}`
        : `${first} ${last[0]}`;
    case 'vitals':
    case 'healthgrades':
      return rng.chance(0.5)
        ? `${first} ${last[0]}.`
        : rng.pick(['Verified Patient', 'Anonymous', `${first}`]);
    default:
      return rng.chance(0.9) ? `${first} ${last}` : first;
  }
}

export function emailFor(name: string, rng: Random): string {
  const local = name
    .normalize('NFD')
    .replace(/[^\p{L}\s]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, rng.pick(['.', '_', '']));
  return `${local}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(['example.com', 'example.net', 'example.org'])}`;
}
