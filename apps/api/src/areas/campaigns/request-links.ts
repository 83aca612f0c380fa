import type { FeedbackType } from '@plaudit/api-client/schemas';
import type { Db } from '../../db/open-database';
import { signId, verifyId } from '../../db/signing';

/**
 * The links a review request carries. Each recipient has their own request page,
 * `/r/{token}/{feedback type}`, where the token is the recipient's id and its signature
 * (so an answer belongs to that recipient and ids cannot be guessed), and a signed
 * unsubscribe link, `/unsubscribe/requests/{id}?token=`.
 */
const REQUEST = 'request';
const UNSUBSCRIBE = 'request-unsubscribe';

export async function recipientToken(db: Db, recipientId: number): Promise<string> {
  return `${recipientId.toString(36)}.${await signId(db, REQUEST, recipientId)}`;
}

/** The recipient id of a token from a request link, or null when it is not one of ours. */
export async function readRecipientToken(db: Db, token: string): Promise<number | null> {
  const m = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const id = Number.parseInt(m[1]!, 36);
  return (await verifyId(db, REQUEST, id, m[2]!)) ? id : null;
}

export const unsubscribeSignature = (db: Db, recipientId: number) =>
  signId(db, UNSUBSCRIBE, recipientId);

export const verifyUnsubscribe = (db: Db, recipientId: number, token: string) =>
  verifyId(db, UNSUBSCRIBE, recipientId, token);

/** The links of one recipient's request. */
export async function requestLinks(
  db: Db,
  origin: string,
  recipientId: number,
  feedbackType: FeedbackType,
) {
  const token = await recipientToken(db, recipientId);
  return {
    page: `${origin}/r/${token}/${feedbackType}`,
    answer: (score: number) => `${origin}/r/${token}/${feedbackType}?score=${score}`,
    open: `${origin}/r/${token}/open.gif`,
    unsubscribe: `${origin}/unsubscribe/requests/${recipientId}?token=${await unsubscribeSignature(db, recipientId)}`,
  };
}
