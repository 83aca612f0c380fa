import type { Db } from '../src/db/open-database';

/** The demo's response templates: one for praise, one for middling, one for complaints. */
export const DEMO_RESPONSE_TEMPLATES = [
  {
    name: 'Thanks for the stars',
    ratings: [4, 5],
    content:
      'Thank you, {reviewer_first_name}! We are so glad you enjoyed your visit to {location_name}. See you again soon.',
  },
  {
    name: 'Room to improve',
    ratings: [3],
    content:
      'Thanks for the honest feedback, {reviewer_first_name}. We are always working to make {location_name} better and hope to earn five stars next time.',
  },
  {
    name: 'Sorry we missed',
    ratings: [1, 2],
    content:
      'Hi {reviewer_first_name}, we are sorry your visit to {location_name} fell short. Please reach out to us so {business_name} can make it right.',
  },
] as const;

/**
 * Two one-star reviews the smart responses are shown with: one about cold food and a long
 * wait (a draft answers both points), one alleging food poisoning (held for a person). They
 * take the text of the account's two newest unanswered one-star reviews, so every count and
 * rating of the demo stays as it was.
 */
export const SMART_RESPONSE_EXAMPLES = [
  {
    title: 'Cold food and a long wait',
    content:
      'The pasta came out cold and the wait was long. We sat for forty minutes before anyone brought bread.',
  },
  {
    title: 'We got sick',
    content:
      'Two of us got food poisoning after dinner here on Friday and were sick all weekend. Someone should check that kitchen.',
  },
] as const;

async function seedSmartResponseExamples(tx: Db, accountId: number) {
  const targets = await tx
    .selectFrom('reviews as r')
    .select('r.id')
    .where('r.account_id', '=', accountId)
    .where('r.rating', '=', 1)
    .where('r.status', '=', 'new')
    .where('r.content', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('responses as p').select('p.id').whereRef('p.review_id', '=', 'r.id'))),
    )
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(SMART_RESPONSE_EXAMPLES.length)
    .execute();
  for (const [i, r] of targets.entries())
    await tx
      .updateTable('reviews')
      .set({ ...SMART_RESPONSE_EXAMPLES[i]! })
      .where('id', '=', r.id)
      .execute();
}

/**
 * The inbox of a demo account: response templates, an auto-responding rule for wordless
 * five-star reviews, the newest in-progress reviews assigned to the team, and a few notes.
 */
export async function seedDemoInbox(
  tx: Db,
  accountId: number,
  team: { assignees: number[]; noteAuthor: number },
): Promise<Record<string, number>> {
  const templates = await tx
    .insertInto('response_templates')
    .values(
      DEMO_RESPONSE_TEMPLATES.map((t) => ({
        ...t,
        ratings: [...t.ratings],
        account_id: accountId,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await tx
    .insertInto('auto_response_rules')
    .values({
      account_id: accountId,
      name: 'Wordless five stars',
      template_id: templates[0]!.id,
      ratings: [5],
      without_text_only: true,
      delay_hours: 2,
    })
    .execute();
  await seedSmartResponseExamples(tx, accountId);
  const inProgress = await tx
    .selectFrom('reviews')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'in_progress')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(12)
    .execute();
  for (const [i, r] of inProgress.entries())
    await tx
      .updateTable('reviews')
      .set({ assigned_user_id: team.assignees[i % team.assignees.length]! })
      .where('id', '=', r.id)
      .execute();
  const NOTES = [
    'Called the guest back; they are happy with the follow-up.',
    'Manager on duty that evening is looking into it.',
    'Waiting for the kitchen to confirm what happened before we respond.',
  ];
  const notes = inProgress.slice(0, NOTES.length).map((r, i) => ({
    account_id: accountId,
    review_id: r.id,
    user_id: team.noteAuthor,
    content: NOTES[i]!,
  }));
  if (notes.length) await tx.insertInto('review_notes').values(notes).execute();
  return {
    response_templates: templates.length,
    auto_response_rules: 1,
    assigned_reviews: inProgress.length,
    review_notes: notes.length,
  };
}
