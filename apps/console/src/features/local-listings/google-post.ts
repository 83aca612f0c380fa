import {
  type GooglePostContentBody,
  LOCAL_LISTING_MESSAGES as M,
  POST_URL_EXAMPLE,
} from '@plaudit/api-client/schemas';
import { characterCountText } from '@plaudit/ui-kit';

/** Google post limits (spec 3 sections 5 and 9). */
export const POST_LIMITS = {
  summary: 1500,
  terms: 5000,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMinBytes: 10240,
  imageMinSide: 250,
  images: 1,
  imageProcessingMs: 15_000,
} as const;

export const EXAMPLE_HOST = POST_URL_EXAMPLE;
export const websiteError = () => M.website.replace('{host}', EXAMPLE_HOST);

export type PostType = 'STANDARD' | 'OFFER' | 'EVENT';
export const POST_TYPES: { value: PostType; label: string; description: string }[] = [
  { value: 'STANDARD', label: 'Update', description: 'Share news, a photo or a message.' },
  { value: 'OFFER', label: 'Offer', description: 'Promote a sale or a coupon.' },
  { value: 'EVENT', label: 'Event', description: 'Announce something with a date.' },
];

/** The call-to-action choices (actionType) of spec 3 section 3. */
export const CTA_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'BOOK', label: 'Book' },
  { value: 'ORDER', label: 'Order Online' },
  { value: 'SHOP', label: 'Buy' },
  { value: 'LEARN_MORE', label: 'Learn more' },
  { value: 'SIGN_UP', label: 'Sign up' },
  { value: 'CALL', label: 'Call now' },
] as const;
export type CtaType = (typeof CTA_OPTIONS)[number]['value'];

export type PostForm = {
  type: PostType;
  title: string;
  /** YYYY-MM-DD or '' */
  startDate: string;
  endDate: string;
  /** HH:mm or '' */
  startTime: string;
  endTime: string;
  summary: string;
  actionType: CtaType;
  buttonUrl: string;
  couponCode: string;
  redeemOnlineUrl: string;
  termsConditions: string;
  /** The uploaded image's URL once it is ready. */
  imageUrl: string | null;
};

export const emptyPostForm = (type: PostType): PostForm => ({
  type,
  title: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  summary: '',
  actionType: 'none',
  buttonUrl: '',
  couponCode: '',
  redeemOnlineUrl: '',
  termsConditions: '',
  imageUrl: null,
});

export type PostField =
  | 'title'
  | 'startDate'
  | 'endDate'
  | 'summary'
  | 'buttonUrl'
  | 'redeemOnlineUrl'
  | 'termsConditions'
  | 'image';
export type PostErrors = Partial<Record<PostField, string>>;

export function isValidUrl(v: string): boolean {
  try {
    const u = new URL(v.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

const isoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** `date` plus one year (YYYY-MM-DD). */
export function oneYearFrom(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + 1, m - 1, d));
  if (t.getUTCMonth() !== m - 1) t.setUTCDate(0);
  return t.toISOString().slice(0, 10);
}

const minutesOf = (time: string, fallback: number) => {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
};

/** The rules of spec 3 section 5 (Google posts); `today` is YYYY-MM-DD. */
export function validatePost(form: PostForm, today: string): PostErrors {
  const errors: PostErrors = {};
  if ([...form.summary].length > POST_LIMITS.summary)
    errors.summary = characterCountText([...form.summary].length, POST_LIMITS.summary);
  if ([...form.termsConditions].length > POST_LIMITS.terms)
    errors.termsConditions = characterCountText(
      [...form.termsConditions].length,
      POST_LIMITS.terms,
    );
  if (form.type === 'STANDARD' && !form.summary.trim() && !form.imageUrl)
    errors.summary = M.descriptionOrImage;
  if (form.type === 'OFFER' || form.type === 'EVENT') {
    if (!form.title.trim()) errors.title = form.type === 'OFFER' ? M.offerTitle : M.eventTitle;
    if (!form.startDate || !isoDate(form.startDate)) errors.startDate = M.startDate;
    if (!form.endDate || !isoDate(form.endDate)) errors.endDate = M.endDate;
    const limit = oneYearFrom(today);
    if (!errors.startDate) {
      if (form.startDate < today) errors.startDate = M.startInPast;
      else if (form.startDate > limit) errors.startDate = M.notWithinYear;
    }
    if (!errors.endDate) {
      if (form.endDate > limit) errors.endDate = M.notWithinYear;
      else if (!errors.startDate) {
        const start = form.startDate + String(minutesOf(form.startTime, 0)).padStart(4, '0');
        const end = form.endDate + String(minutesOf(form.endTime, 1439)).padStart(4, '0');
        if (end <= start) errors.endDate = M.endBeforeStart;
      }
    }
  }
  if (form.type === 'OFFER' && form.redeemOnlineUrl.trim() && !isValidUrl(form.redeemOnlineUrl))
    errors.redeemOnlineUrl = websiteError();
  if (form.actionType !== 'none' && form.actionType !== 'CALL' && !isValidUrl(form.buttonUrl))
    errors.buttonUrl = websiteError();
  return errors;
}

const splitDate = (v: string) => {
  const [year, month, day] = v.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const splitTime = (v: string) => {
  const [hours, minutes] = v.split(':').map(Number) as [number, number];
  return { hours, minutes, seconds: 0, nanos: 0 };
};

/** The submitted shape of spec 3 section 3: dates split into y/m/d, times into h/m/s/nanos. */
export function postBody(form: PostForm, accountId?: number): GooglePostContentBody {
  const body: GooglePostContentBody = {
    topic_type: form.type,
    language_code: 'en',
  };
  if (accountId !== undefined) body.account_id = accountId;
  if (form.summary.trim()) body.summary = form.summary;
  if (form.imageUrl) body.media = [{ sourceUrl: form.imageUrl, mediaFormat: 'PHOTO' }];
  if (form.type !== 'STANDARD') {
    body.event = {
      title: form.title.trim(),
      schedule: {
        ...(form.startDate ? { startDate: splitDate(form.startDate) } : {}),
        ...(form.endDate ? { endDate: splitDate(form.endDate) } : {}),
        ...(form.startTime ? { startTime: splitTime(form.startTime) } : {}),
        ...(form.endTime ? { endTime: splitTime(form.endTime) } : {}),
      },
    };
  }
  if (form.type === 'OFFER') {
    body.offer = {
      ...(form.couponCode.trim() ? { couponCode: form.couponCode.trim() } : {}),
      ...(form.termsConditions.trim() ? { termsConditions: form.termsConditions } : {}),
      ...(form.redeemOnlineUrl.trim() ? { redeemOnlineUrl: form.redeemOnlineUrl.trim() } : {}),
    };
  }
  if (form.actionType !== 'none')
    body.call_to_action = {
      actionType: form.actionType,
      ...(form.actionType !== 'CALL' ? { url: form.buttonUrl.trim() } : {}),
    };
  return body;
}

/** Server issue paths mapped to the form's fields (spec 3 section 5). */
const PATH_FIELDS: Record<string, PostField> = {
  summary: 'summary',
  'event.title': 'title',
  'event.schedule.startDate': 'startDate',
  'event.schedule.endDate': 'endDate',
  'offer.redeemOnlineUrl': 'redeemOnlineUrl',
  'call_to_action.url': 'buttonUrl',
  'offer.termsConditions': 'termsConditions',
  media: 'image',
};
/** The form field an issue of the body (its path, as the server names it) belongs to. */
export function postFieldOfPath(path: string): PostField | undefined {
  return PATH_FIELDS[path] ?? PATH_FIELDS[path.split('.').slice(0, 2).join('.')];
}

export function serverErrorsToFields(details: unknown): PostErrors {
  const out: PostErrors = {};
  if (!Array.isArray(details)) return out;
  for (const d of details) {
    if (!d || typeof d !== 'object') continue;
    const { path, message } = d as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = postFieldOfPath(path);
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** Image checks before upload (type, size, dimensions, count). */
export function imageProblem(
  file: { type: string; size: number },
  dims: { width: number; height: number } | null,
  existing: number,
): string | null {
  if (existing >= POST_LIMITS.images) return "You can't upload more than 1 image";
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'Files must be JPG or PNG';
  if (file.size > POST_LIMITS.imageMaxBytes) return 'Images must be less than 5MB';
  if (file.size < POST_LIMITS.imageMinBytes) return 'Images must be at least 10KB';
  if (dims && (dims.width < POST_LIMITS.imageMinSide || dims.height < POST_LIMITS.imageMinSide))
    return 'Images must be at least 250px by 250px';
  return null;
}

/** A form with anything typed into it (leaving warns about unpublished changes). */
export function isPostDirty(form: PostForm): boolean {
  const empty = emptyPostForm(form.type);
  return (Object.keys(empty) as (keyof PostForm)[]).some((k) => form[k] !== empty[k]);
}
