import {
  FEEDBACK_QUESTIONS,
  FEEDBACK_SCALES,
  type FeedbackType,
  fillPlaceholders,
} from '@plaudit/api-client/schemas';
import { html } from 'hono/html';
import type { MailMessage } from '../../providers/mail';
import type { SmsMessage } from '../../providers/sms';

export type RequestBrand = {
  business_name: string;
  location_name: string;
  /** The white label's colours and logo, or Plaudit's. */
  color: string;
  logo: string | null;
  /** The account's confirmed custom e-mail sender; absent: the server's. */
  from?: { name: string; address: string };
};

type CampaignMessage = {
  subject: string;
  content: string;
  layout: 'simple' | 'branded';
  header_text: string | null;
  header_image: string | null;
  use_header_image: boolean;
  feedback_type: FeedbackType;
};

type Recipient = {
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
};

type Links = {
  page: string;
  answer: (score: number) => string;
  open: string;
  unsubscribe: string;
};

const values = (brand: RequestBrand, r: Recipient) => ({
  first_name: r.first_name,
  last_name: r.last_name,
  location_name: brand.location_name,
  business_name: brand.business_name,
});

/** The scale's labels as the e-mail shows them (a face or a thumb is a word in plain text). */
const FACE = ['😠', '🙁', '😐', '🙂', '😄'];
const mark = (type: FeedbackType, score: number, label: string) =>
  type === 'nps'
    ? String(score)
    : type === 'stars'
      ? '★'.repeat(score)
      : type === 'thumbs'
        ? score
          ? '👍'
          : '👎'
        : (FACE[score - 1] ?? label);

/**
 * A review request as an e-mail: the campaign's text with the placeholders filled, the
 * question's scale as links (each opens the recipient's page with that answer chosen), an
 * open pixel and the unsubscribe link. Text from the campaign is escaped, never HTML.
 */
export function composeRequestMail(
  campaign: CampaignMessage,
  brand: RequestBrand,
  recipient: Recipient,
  links: Links,
): MailMessage {
  const filled = values(brand, recipient);
  const subject =
    fillPlaceholders(campaign.subject, filled).trim() ||
    fillPlaceholders(FEEDBACK_QUESTIONS[campaign.feedback_type], filled);
  const body = fillPlaceholders(campaign.content, filled);
  const scale = FEEDBACK_SCALES[campaign.feedback_type];
  const text = [
    body,
    '',
    `Answer here: ${links.page}`,
    '',
    `You get this e-mail because you visited ${brand.location_name}. To get no more requests: ${links.unsubscribe}`,
  ].join('\n');
  const branded = campaign.layout === 'branded';
  const header = branded
    ? campaign.use_header_image && campaign.header_image
      ? html`<img src="${campaign.header_image}" alt="${brand.business_name}" width="560" style="max-width:100%;height:auto;display:block;margin:0 auto 16px">`
      : html`<div style="background:${brand.color};color:#fff;padding:20px 24px;font-size:20px;font-weight:600">${brand.logo ? html`<img src="${brand.logo}" alt="" height="40" style="height:40px;width:auto;vertical-align:middle;margin-right:12px">` : ''}${campaign.header_text || brand.business_name}</div>`
    : '';
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => html`<p style="margin:0 0 14px;line-height:1.5">${p}</p>`);
  const buttons = scale.map(
    (s) =>
      html`<a href="${links.answer(s.score)}" title="${s.label}" aria-label="${s.label}" style="display:inline-block;min-width:28px;padding:8px 6px;margin:2px;border:1px solid #c8ccd4;border-radius:6px;color:#1f2a44;text-decoration:none;text-align:center;font-size:16px">${mark(campaign.feedback_type, s.score, s.label)}</a>`,
  );
  const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head><body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f2a44"><div style="max-width:600px;margin:0 auto;background:#fff">${header}<div style="padding:24px">${paragraphs}<div style="margin:18px 0;text-align:center">${buttons}</div><p style="text-align:center"><a href="${links.page}" style="color:${brand.color}">Open the answer page</a></p></div><p style="padding:16px 24px;font-size:12px;color:#5b6475">You get this e-mail because you visited ${brand.location_name}. <a href="${links.unsubscribe}" style="color:#5b6475">Unsubscribe</a></p><img src="${links.open}" width="1" height="1" alt=""></div></body></html>`;
  return {
    to: [recipient.email!],
    ...(brand.from ? { from: brand.from } : {}),
    subject,
    text,
    html: page.toString(),
  };
}

/** A review request as a text message: the text, the page link and how to stop. */
export function composeRequestSms(
  campaign: CampaignMessage,
  brand: RequestBrand,
  recipient: Recipient,
  links: Links,
): SmsMessage {
  const body = fillPlaceholders(campaign.content, values(brand, recipient)).replace(/\s+/g, ' ');
  return {
    to: recipient.phone!,
    body: `${body.trim()} ${links.page} Stop: ${links.unsubscribe}`,
  };
}
