/**
 * Reviews a person must answer: health (food poisoning, an allergic reaction), safety (an
 * injury, a fire), discrimination, legal threats, and crises (self-harm, a death). Such a
 * review gets `needs_person` with the reason, is never answered automatically, and raises the
 * account's alert. The patterns are phrases, not single words, so "sick of waiting" or a
 * clinic's "my doctor" do not hold a review back.
 */
const TOPICS: { topic: string; patterns: RegExp[] }[] = [
  {
    topic: 'a health problem',
    patterns: [
      /\bfood[- ]poison\w*/,
      /\b(got|get|gets|getting|became|felt|made (me|us|him|her|them|my \w+)|were|was|been|are|am) (really |very |violently )?(sick|ill)\b(?! of)/,
      /\b(vomit\w*|threw up|throwing up|diarrh\w+|stomach (bug|flu))\b/,
      /\ballergic reaction\b|\banaphyla\w+/,
      /\b(salmonella|e\.? ?coli|norovirus|listeria|hepatitis)\b/,
      /\b(emergency room|the er\b|hospitali[sz]ed|in the hospital|to the hospital)\b/,
      /\b(misdiagnos\w*|malpractice|wrong (medication|prescription|dose))\b/,
      /\b(cockroach\w*|roach(es)?|rats?|mice|mouse droppings|mold|mould|maggots?)\b/,
    ],
  },
  {
    topic: 'a safety problem',
    patterns: [
      /\b(injur\w+|got hurt|was hurt|burned (me|my)|broke (my|his|her)|slipped|fell (on|down|over)|tripped)\b/,
      /\b(caught fire|a fire broke out|gas leak|unsafe|dangerous|assault\w*|attacked|weapon|gun|pulled a knife|fight broke out)\b/,
      /\b(glass|metal|plastic) (in|inside) (my|the|our)\b/,
    ],
  },
  {
    topic: 'discrimination',
    patterns: [
      /\b(racis[mt]\w*|discriminat\w+|sexis[mt]\w*|homophob\w*|transphob\w*|bigot\w*|harass\w*|slur)\b/,
      /\bbecause (i am|i'm|we are|we're|of my|of our|of his|of her) (black|white|asian|latin[oa]|hispanic|gay|lesbian|trans|disabled|muslim|jewish|a woman|race|skin|religion|disability|accent|wheelchair)\b/,
    ],
  },
  {
    topic: 'a legal threat',
    patterns: [
      /\b(lawyer|attorney|lawsuit|sue|suing|legal action|small claims|(to|in) court)\b/,
      /\breport(ed|ing)? (you|this|them|it) to (the )?(health (department|inspector)|police|authorities|better business bureau|bbb|state board)\b/,
      /\b(health (department|inspector)|police)\b/,
    ],
  },
  {
    topic: 'a crisis',
    patterns: [
      /\b(suicid\w+|kill (myself|himself|herself)|self[- ]harm|overdos\w+)\b/,
      /\b(died|passed away|abus(e|ed|ive))\b/,
    ],
  },
];

/** Why a person must handle this review, or null when a draft may go out as usual. */
export function needsPerson(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  for (const { topic, patterns } of TOPICS)
    for (const re of patterns) {
      const m = re.exec(lower);
      if (m) return `The review mentions ${topic} (“${m[0].trim()}”): a person should answer it.`;
    }
  return null;
}
