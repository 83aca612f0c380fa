import {
  FEEDBACK_QUESTIONS,
  FEEDBACK_SCALES,
  type FeedbackType,
  fillPlaceholders,
  type ReviewUrl,
  scoreMark,
} from '@plaudit/api-client/schemas';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { RequestBrand } from './compose-request';

/**
 * The public request pages (`/r/...`) as plain HTML: they work without JavaScript (every
 * answer is a form post), and one small inline script only improves them (no double taps,
 * the kiosk's reset countdown that waits while someone types). Styles and script carry the
 * page's CSP nonce; every text from the account is escaped.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2433;background:#f4f5f7}
.top{background:var(--brand);color:#fff;padding:14px 20px;display:flex;align-items:center;gap:12px;min-height:60px}.top img{max-height:36px;max-width:160px}.top span{font-weight:600;font-size:18px}
main{max-width:560px;margin:0 auto;padding:24px 16px 40px}h1{font-size:22px;line-height:1.3;margin:8px 0 20px}h2{font-size:18px;margin:28px 0 8px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
fieldset{border:0;margin:0;padding:0}legend{font-weight:600;margin-bottom:12px}
.scale{display:grid;gap:8px}.scale--nps{grid-template-columns:repeat(6,minmax(0,1fr))}.scale--faces{grid-template-columns:repeat(5,minmax(0,1fr))}.scale--thumbs{grid-template-columns:repeat(2,minmax(0,1fr))}.scale--stars{grid-template-columns:minmax(0,1fr)}
.scale button{min-height:52px;border:2px solid #c6cbd5;border-radius:10px;background:#fff;color:#1d2433;font:inherit;font-size:20px;cursor:pointer;padding:6px 2px;min-width:0}
.scale--stars button{display:flex;align-items:center;gap:14px;padding:4px 14px;text-align:left}.stars{color:#b7791f;font-size:26px;letter-spacing:2px;white-space:nowrap}.stars__off{color:#7a8396}.stars__label{font-size:16px}
.scale--faces button,.scale--thumbs button{font-size:30px}
.scale button:hover,.scale button[aria-pressed=true]{border-color:var(--brand);background:#eef1f7}
button:focus-visible,a:focus-visible,textarea:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.ends{display:flex;justify-content:space-between;font-size:14px;color:#4a5265;margin-top:8px}
.primary{display:inline-block;margin-top:14px;min-height:48px;padding:10px 22px;border:0;border-radius:10px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
label{display:block;font-weight:600;margin:4px 0 6px}textarea{width:100%;min-height:110px;padding:10px;border:1px solid #8a93a6;border-radius:8px;font:inherit}
.sites{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:10px}.sites a{display:flex;align-items:center;gap:12px;padding:12px 14px;border:1px solid #c6cbd5;border-radius:10px;background:#fff;color:#1d2433;text-decoration:none;font-weight:600}.sites img{width:28px;height:28px}
.note{color:#4a5265;font-size:14px}.done{color:#166534;font-weight:600}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{text-align:center;font-size:13px;color:#4a5265;padding:0 16px 24px}`;

/** The enhancement: one tap sends once; the kiosk resets itself unless someone is typing. */
const SCRIPT = `(function(){document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(e){if(f.dataset.sent){e.preventDefault();return}f.dataset.sent='1';var b=e.submitter;if(b){b.setAttribute('aria-pressed','true')}})});var k=document.querySelector('[data-reset]');if(!k)return;var left=Number(k.getAttribute('data-reset')),out=document.getElementById('countdown'),busy=false;document.addEventListener('focusin',function(e){if(e.target.tagName==='TEXTAREA')busy=true});document.addEventListener('input',function(){left=Math.max(left,30)});setInterval(function(){if(busy&&document.activeElement&&document.activeElement.tagName==='TEXTAREA')return;left--;if(out)out.textContent=String(Math.max(left,0));if(left<=0)location.href=k.getAttribute('href')},1000)})();`;

/** A whole page: the brand bar, the content, and the nonce-bearing style and script. */
export function requestPage(opts: {
  title: string;
  brand: RequestBrand;
  nonce: string;
  body: Html;
  /** The kiosk's no-script reset (the script does it otherwise, pausing while someone types). */
  refresh?: { seconds: number; url: string };
}): Html {
  const { brand, nonce } = opts;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${opts.title} – ${brand.location_name}</title>
<style nonce="${nonce}">:root{--brand:${raw(brand.color)}}${raw(CSS)}</style>
${opts.refresh ? html`<noscript><meta http-equiv="refresh" content="${opts.refresh.seconds};url=${opts.refresh.url}"></noscript>` : ''}
</head><body>
<header class="top">${brand.logo ? html`<img src="${brand.logo}" alt="${brand.business_name}">` : html`<span>${brand.business_name}</span>`}</header>
<main id="main">${opts.body}</main>
<footer>${brand.location_name}</footer>
<script nonce="${nonce}">${raw(SCRIPT)}</script>
</body></html>`;
}

/**
 * A stars answer as one row of a list: its filled and empty stars, then its words ("4 stars").
 * Five buttons of one to five stars side by side need some 460 px, more than a phone has.
 */
const starsMark = (score: number, label: string) =>
  html`<span class="stars" aria-hidden="true">${'★'.repeat(score)}<span class="stars__off">${'☆'.repeat(5 - score)}</span></span><span class="stars__label">${label}</span>`;

/** The question and its scale: each answer is a submit button of one form (one tap). */
export function questionBody(opts: {
  type: FeedbackType;
  brand: RequestBrand;
  firstName?: string | null;
  action: string;
  chosen?: number | null;
  answered?: number | null;
}): Html {
  const { type, brand } = opts;
  const question = fillPlaceholders(FEEDBACK_QUESTIONS[type], {
    location_name: brand.location_name,
    business_name: brand.business_name,
  });
  const scale = FEEDBACK_SCALES[type];
  const chosen = opts.chosen ?? null;
  return html`<div class="card">
<h1>${opts.firstName ? `${opts.firstName}, ${question.charAt(0).toLowerCase()}${question.slice(1)}` : question}</h1>
${
  opts.answered != null
    ? html`<p class="done">You answered ${scale.find((s) => s.score === opts.answered)?.label ?? opts.answered}. Tap another answer to change it.</p>`
    : ''
}
<form method="post" action="${opts.action}">
${chosen != null ? html`<input type="hidden" name="score" value="${chosen}">` : ''}
<fieldset><legend>${chosen != null ? 'Your answer (tap Send, or choose another)' : 'Tap your answer'}</legend>
<div class="scale scale--${type}">${scale.map(
    (s) =>
      html`<button type="submit" name="score" value="${s.score}" aria-label="${s.label}"${chosen === s.score ? raw(' aria-pressed="true"') : ''}>${type === 'stars' ? starsMark(s.score, s.label) : scoreMark(type, s.score)}</button>`,
  )}</div>
${type === 'nps' ? html`<div class="ends" aria-hidden="true"><span>0 Not likely</span><span>10 Very likely</span></div>` : ''}
</fieldset>
${chosen != null ? html`<button class="primary" type="submit">Send</button>` : ''}
</form></div>`;
}

/** The review sites, offered after every answer, high or low (no review gating). */
export function sitesBody(sites: ReviewUrl[], link: (urlId: number) => string, heading: string) {
  if (!sites.length) return html``;
  return html`<h2>${heading}</h2>
<p class="note">Your review helps other people find us. Choose a site:</p>
<ul class="sites">${sites.map(
    (s) =>
      html`<li><a href="${link(s.id)}" rel="noopener"><img src="/source-icons/icons/${s.source_code}.png" alt="">${s.source_name}</a></li>`,
  )}</ul>`;
}

/** After an answer: thanks, an optional comment, the review sites, and the kiosk's reset. */
export function thanksBody(opts: {
  commentAction: string;
  responseToken: string;
  commented: boolean;
  sites: Html;
  kiosk?: { seconds: number; url: string };
}): Html {
  return html`<div class="card">
<h1>Thank you!</h1>
<p>Your answer has been recorded.</p>
${
  opts.commented
    ? html`<p class="done" role="status">Thank you for your comment.</p>`
    : html`<form method="post" action="${opts.commentAction}">
<input type="hidden" name="response" value="${opts.responseToken}">
<label for="comment">Anything else you would like to tell us? (optional)</label>
<textarea id="comment" name="comment" maxlength="2000"></textarea>
<button class="primary" type="submit">Send comment</button>
</form>`
}
</div>
${opts.sites}
${
  opts.kiosk
    ? html`<p class="note"><a class="primary" data-reset="${opts.kiosk.seconds}" href="${opts.kiosk.url}">Next customer</a> <span aria-live="off">This screen starts again in <span id="countdown">${opts.kiosk.seconds}</span> seconds.</span></p>`
    : ''
}`;
}

/** An error as a page (a request page never answers JSON to a person). */
export function messageBody(title: string, text: string): Html {
  return html`<div class="card"><h1>${title}</h1><p>${text}</p></div>`;
}
