import {
  type CampaignStatus,
  FEEDBACK_SCALES,
  type FeedbackType,
  type RequestType,
} from '@plaudit/api-client';

/** The console's words for the ask tool (designed: the spec names the states, not their text). */
export const STATUS_TEXT: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};
export const CHANNEL_TEXT: Record<RequestType, string> = { email: 'E-mail', sms: 'Text message' };
export const FEEDBACK_TEXT: Record<FeedbackType, string> = {
  nps: 'NPS (0-10)',
  stars: 'Stars (1-5)',
  thumbs: 'Thumbs up or down',
  faces: 'Faces (1-5)',
};

/** An answer in words ("4 stars", "Thumbs up"), as the public page labelled it. */
export const scoreLabel = (type: FeedbackType, score: number) =>
  FEEDBACK_SCALES[type].find((s) => s.score === score)?.label ?? String(score);
