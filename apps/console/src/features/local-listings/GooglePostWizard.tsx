import { isApiError } from '@plaudit/api-client';
import type { BulkActionsBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useSession } from '@plaudit/hooks';
import { CharacterLimitedTextArea, Modal } from '@plaudit/ui-kit';
import { useRef, useState } from 'react';
import { localToday } from '../locations/holiday-hours';
import {
  CTA_OPTIONS,
  type CtaType,
  emptyPostForm,
  imageProblem,
  isPostDirty,
  oneYearFrom,
  POST_LIMITS,
  POST_TYPES,
  type PostErrors,
  type PostForm,
  type PostType,
  postBody,
  serverErrorsToFields,
  validatePost,
} from './google-post';
import { LL_TEXT } from './listing-logic';

export type PostSelection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'all'; include: BulkActionsBody['actions'][number]['action_filter']['include'] };

type ImageState = 'none' | 'uploading' | 'processing' | 'ready';

function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/** Loads the uploaded image (processing) within 15 s. */
function awaitImage(url: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const t = setTimeout(() => reject(new Error(LL_TEXT.imageTimeout)), ms);
    img.onload = () => {
      clearTimeout(t);
      resolve();
    };
    img.onerror = () => {
      clearTimeout(t);
      reject(new Error(LL_TEXT.imageLoad));
    };
    img.src = url;
  });
}

/** Spec 3 sections 4.4 and 5: type picker (Update, Offer, Event), the form, then submit. */
export function GooglePostWizard({
  selection,
  count,
  onClose,
}: {
  selection: PostSelection;
  count: number;
  onClose: () => void;
}) {
  const { api } = useApi();
  const auth = useSession((s) => s.auth);
  const [form, setForm] = useState<PostForm | null>(null);
  const [errors, setErrors] = useState<PostErrors>({});
  const [image, setImage] = useState<ImageState>('none');
  const [busy, setBusy] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const today = localToday();

  const set = (patch: Partial<PostForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const close = () => {
    if (form && isPostDirty(form) && !confirmLeave) setConfirmLeave(true);
    else onClose();
  };

  const pickType = (type: PostType) => {
    setForm(emptyPostForm(type));
    setErrors({});
    setImage('none');
  };

  const upload = async (file: File | undefined) => {
    if (!file || !form) return;
    const dims = await imageSize(file);
    const problem = imageProblem(file, dims, form.imageUrl ? 1 : 0);
    if (problem) {
      setErrors((e) => ({ ...e, image: problem }));
      return;
    }
    setErrors((e) => ({ ...e, image: undefined }));
    setImage('uploading');
    try {
      const result = await api.media.upload(file, { fileName: file.name });
      setImage('processing');
      await awaitImage(result.url, POST_LIMITS.imageProcessingMs);
      set({ imageUrl: result.url });
      setImage('ready');
    } catch (err) {
      setImage('none');
      setErrors((e) => ({
        ...e,
        image:
          err instanceof Error && err.message === LL_TEXT.imageTimeout
            ? LL_TEXT.imageTimeout
            : LL_TEXT.imageLoad,
      }));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const submit = async () => {
    if (!form) return;
    const found = validatePost(form, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const content = await api.localListings.createGooglePostContent(postBody(form));
      if (!content?.id) throw new Error(LL_TEXT.postFailed);
      const include = selection.kind === 'ids' ? { location_id: selection.ids } : selection.include;
      await api.localListings.createBulkActions({
        actions: [
          {
            account_id: auth.account_id ?? undefined,
            user_id: auth.user_id ?? undefined,
            resource_type: 'google_posts',
            resource_method: 'create',
            action_payload: { google_post_content_id: content.id },
            action_filter: {
              filter_resource_type: 'location',
              action_payload_field_name: 'id',
              include: { account_id: auth.account_id ?? undefined, ...include },
            },
          },
        ],
      });
      toast.success(LL_TEXT.postSubmitted, 5000);
      onClose();
    } catch (err) {
      const details =
        isApiError(err) && err.body && typeof err.body === 'object'
          ? (err.body as { details?: unknown }).details
          : undefined;
      const mapped = serverErrorsToFields(details);
      setErrors(mapped);
      toast.alert(
        Object.keys(mapped).length || !isApiError(err) ? LL_TEXT.postFailed : err.message,
        5000,
      );
    } finally {
      setBusy(false);
    }
  };

  const typeLabel = POST_TYPES.find((t) => t.value === form?.type)?.label;
  const err = (f: keyof PostErrors) =>
    errors[f] ? (
      <p id={`gp-${f}-error`} className="form-error" role="alert">
        {errors[f]}
      </p>
    ) : null;
  const described = (f: keyof PostErrors) => (errors[f] ? `gp-${f}-error` : undefined);
  const dateMax = oneYearFrom(today);

  return (
    <Modal
      open
      onClose={close}
      title={form ? `Create Google Post: ${typeLabel}` : 'Create Google Post'}
      description={`The post will be published to ${count} selected location(s).`}
      width={640}
      footer={
        confirmLeave ? (
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmLeave(false)}
            >
              Keep Editing
            </button>
            <button type="button" className="button button--danger" onClick={onClose}>
              Discard Changes
            </button>
          </div>
        ) : form ? (
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setForm(null)}
            >
              Back
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || image === 'uploading' || image === 'processing'}
              onClick={() => void submit()}
            >
              Submit
            </button>
          </div>
        ) : undefined
      }
    >
      {confirmLeave && (
        <p className="ll-warning" role="alert">
          You have unpublished changes. Leave without submitting this post?
        </p>
      )}
      {!form ? (
        <fieldset className="ll-post-types">
          <legend>What kind of post?</legend>
          {POST_TYPES.map((t) => (
            <button
              key={t.value}
              type="button"
              className="button button--secondary ll-post-type"
              onClick={() => pickType(t.value)}
            >
              <strong>{t.label}</strong>
              <span>{t.description}</span>
            </button>
          ))}
        </fieldset>
      ) : (
        <form
          className="form ll-post-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {form.type !== 'STANDARD' && (
            <div className="field">
              <label htmlFor="gp-title">
                {form.type === 'OFFER' ? 'Offer title' : 'Event title'}
              </label>
              <input
                id="gp-title"
                maxLength={58}
                value={form.title}
                aria-invalid={Boolean(errors.title)}
                aria-describedby={described('title')}
                onChange={(e) => set({ title: e.target.value })}
              />
              {err('title')}
            </div>
          )}
          {form.type !== 'STANDARD' && (
            <div className="ll-post-dates">
              <div className="field">
                <label htmlFor="gp-start">Start date</label>
                <input
                  id="gp-start"
                  type="date"
                  min={today}
                  max={dateMax}
                  value={form.startDate}
                  aria-invalid={Boolean(errors.startDate)}
                  aria-describedby={described('startDate')}
                  onChange={(e) => set({ startDate: e.target.value })}
                />
                {err('startDate')}
              </div>
              <div className="field">
                <label htmlFor="gp-end">End date</label>
                <input
                  id="gp-end"
                  type="date"
                  min={form.startDate || today}
                  max={dateMax}
                  value={form.endDate}
                  aria-invalid={Boolean(errors.endDate)}
                  aria-describedby={described('endDate')}
                  onChange={(e) => set({ endDate: e.target.value })}
                />
                {err('endDate')}
              </div>
              {form.type === 'EVENT' && (
                <>
                  <div className="field">
                    <label htmlFor="gp-start-time">Start time</label>
                    <input
                      id="gp-start-time"
                      type="time"
                      value={form.startTime}
                      onChange={(e) => set({ startTime: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor="gp-end-time">End time</label>
                    <input
                      id="gp-end-time"
                      type="time"
                      value={form.endTime}
                      onChange={(e) => set({ endTime: e.target.value })}
                    />
                  </div>
                </>
              )}
            </div>
          )}
          <CharacterLimitedTextArea
            label="Description"
            value={form.summary}
            onChange={(summary) => set({ summary })}
            limit={POST_LIMITS.summary}
            error={errors.summary}
            rows={5}
          />
          <div className="field">
            <label htmlFor="gp-image">Image (JPG or PNG)</label>
            {form.imageUrl ? (
              <div className="ll-post-image">
                <img src={form.imageUrl} alt="Uploaded post" />
                <p className="field__hint">{LL_TEXT.imageLimit}</p>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    set({ imageUrl: null });
                    setImage('none');
                  }}
                >
                  Remove image
                </button>
              </div>
            ) : (
              <input
                id="gp-image"
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png"
                disabled={image === 'uploading' || image === 'processing'}
                aria-describedby={described('image')}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            )}
            {image === 'uploading' && <p role="status">Uploading…</p>}
            {image === 'processing' && <p role="status">Processing…</p>}
            {err('image')}
          </div>
          {form.type === 'OFFER' && (
            <>
              <div className="field">
                <label htmlFor="gp-coupon">Coupon code (optional)</label>
                <input
                  id="gp-coupon"
                  maxLength={58}
                  value={form.couponCode}
                  onChange={(e) => set({ couponCode: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor="gp-redeem">Link to redeem offer (optional)</label>
                <input
                  id="gp-redeem"
                  type="url"
                  value={form.redeemOnlineUrl}
                  aria-invalid={Boolean(errors.redeemOnlineUrl)}
                  aria-describedby={described('redeemOnlineUrl')}
                  onChange={(e) => set({ redeemOnlineUrl: e.target.value })}
                />
                {err('redeemOnlineUrl')}
              </div>
              <CharacterLimitedTextArea
                label="Terms and conditions (optional)"
                value={form.termsConditions}
                onChange={(termsConditions) => set({ termsConditions })}
                limit={POST_LIMITS.terms}
                error={errors.termsConditions}
                rows={3}
              />
            </>
          )}
          {form.type !== 'OFFER' && (
            <div className="field">
              <label htmlFor="gp-cta">Add a button (optional)</label>
              <select
                id="gp-cta"
                value={form.actionType}
                onChange={(e) => set({ actionType: e.target.value as CtaType, buttonUrl: '' })}
              >
                {CTA_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {form.actionType === 'CALL' && (
                <p className="field__hint">
                  The phone number of each selected location is published.
                </p>
              )}
            </div>
          )}
          {form.type !== 'OFFER' && form.actionType !== 'none' && form.actionType !== 'CALL' && (
            <div className="field">
              <label htmlFor="gp-url">Link for your button</label>
              <input
                id="gp-url"
                type="url"
                value={form.buttonUrl}
                aria-invalid={Boolean(errors.buttonUrl)}
                aria-describedby={described('buttonUrl')}
                onChange={(e) => set({ buttonUrl: e.target.value })}
              />
              {err('buttonUrl')}
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}
