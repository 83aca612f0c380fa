import { isApiError } from '@plaudit/api-client';
import { type BulkActionsBody, googlePostContentBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useSession } from '@plaudit/hooks';
import { Button, CharacterLimitedTextArea, Modal } from '@plaudit/ui-kit';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { schemaResolver } from '../../components/schema-form';
import { localToday } from '../locations/holiday-hours';
import {
  describedBy,
  FieldError,
  PostButtonFields,
  PostOfferFields,
  PostScheduleFields,
} from './GooglePostFields';
import {
  emptyPostForm,
  imageProblem,
  isPostDirty,
  POST_LIMITS,
  POST_TYPES,
  type PostErrors,
  type PostForm,
  type PostType,
  postBody,
  postFieldOfPath,
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

/** The body's names for the schema's messages, as the form labels its fields. */
const POST_LABELS = {
  summary: 'Description',
  'event.title': 'Title',
  'offer.couponCode': 'Coupon code',
  'offer.termsConditions': 'Terms and conditions',
  'offer.redeemOnlineUrl': 'Link to redeem offer',
  'call_to_action.url': 'Button link',
  media: 'Image',
};

/**
 * The post's checks on submit: the rules of spec 3 section 5 with their texts (validatePost),
 * then the body (postBody) against the server's googlePostContentBody, each issue under its
 * field (an issue of no field shows under the description).
 */
const postSchemaResolver = schemaResolver<PostForm>(
  googlePostContentBody,
  POST_LABELS,
  (form) => postBody(form),
  (issue) => ({ field: postFieldOfPath(issue.path) ?? 'summary', message: issue.message }),
);
const postResolver: Resolver<PostForm> = async (values, context, options) => {
  const found = validatePost(values, localToday());
  if (Object.keys(found).length === 0) return postSchemaResolver(values, context, options);
  const errors = Object.fromEntries(
    Object.entries(found).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors: errors as FieldErrors<PostForm> };
};

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
  // The post's type once picked (null: the type picker); the post's values are the form's.
  const [type, setType] = useState<PostType | null>(null);
  const { control, formState, handleSubmit, reset, setError, setValue } = useForm<PostForm>({
    resolver: postResolver,
    defaultValues: emptyPostForm('STANDARD'),
    mode: 'onSubmit',
  });
  const values = useWatch({ control }) as PostForm;
  const form = type ? values : null;
  // The image's problem (checked before its upload) is the wizard's; the rest are the form's.
  const [imageError, setImageError] = useState<string | undefined>();
  const errors: PostErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([field, e]) => [field, e?.message]),
  );
  if (imageError) errors.image = imageError;
  const setErrors = (found: PostErrors) => {
    setImageError(found.image);
    for (const [field, message] of Object.entries(found))
      if (field !== 'image' && message)
        setError(field as keyof PostForm, { type: 'server', message }, { shouldFocus: false });
  };
  const [image, setImage] = useState<ImageState>('none');
  const [busy, setBusy] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const today = localToday();

  const set = (patch: Partial<PostForm>) => {
    for (const [field, value] of Object.entries(patch))
      setValue(field as keyof PostForm, value as never, { shouldDirty: true });
  };
  const close = () => {
    if (form && isPostDirty(form) && !confirmLeave) setConfirmLeave(true);
    else onClose();
  };

  const pickType = (type: PostType) => {
    reset(emptyPostForm(type));
    setType(type);
    setImageError(undefined);
    setImage('none');
  };

  const upload = async (file: File | undefined) => {
    if (!file || !form) return;
    const dims = await imageSize(file);
    const problem = imageProblem(file, dims, form.imageUrl ? 1 : 0);
    if (problem) {
      setImageError(problem);
      return;
    }
    setImageError(undefined);
    setImage('uploading');
    try {
      const result = await api.media.upload(file, { fileName: file.name });
      setImage('processing');
      await awaitImage(result.url, POST_LIMITS.imageProcessingMs);
      set({ imageUrl: result.url });
      setImage('ready');
    } catch (err) {
      setImage('none');
      setImageError(
        err instanceof Error && err.message === LL_TEXT.imageTimeout
          ? LL_TEXT.imageTimeout
          : LL_TEXT.imageLoad,
      );
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  // A submit replaces the image's problem with the post's (as the checks of the whole post).
  const submit = handleSubmit(
    async (form) => {
      setImageError(undefined);
      await publish(form);
    },
    () => setImageError(undefined),
  );
  const publish = async (form: PostForm) => {
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
            <Button type="button" variant="secondary" onClick={() => setConfirmLeave(false)}>
              Keep Editing
            </Button>
            <Button type="button" variant="danger" onClick={onClose}>
              Discard Changes
            </Button>
          </div>
        ) : form ? (
          <div className="button-row">
            <Button type="button" variant="secondary" onClick={() => setType(null)}>
              Back
            </Button>
            <Button
              type="button"
              variant="primary"
              disabled={busy || image === 'uploading' || image === 'processing'}
              onClick={() => void submit()}
            >
              Submit
            </Button>
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
            <Button
              key={t.value}
              type="button"
              variant="secondary"
              className="ll-post-type"
              onClick={() => pickType(t.value)}
            >
              <strong>{t.label}</strong>
              <span>{t.description}</span>
            </Button>
          ))}
        </fieldset>
      ) : (
        <form className="form ll-post-form" noValidate onSubmit={(e) => void submit(e)}>
          <PostScheduleFields form={form} set={set} errors={errors} today={today} />
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
                aria-describedby={describedBy(errors, 'image')}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            )}
            {image === 'uploading' && <p role="status">Uploading…</p>}
            {image === 'processing' && <p role="status">Processing…</p>}
            <FieldError errors={errors} field="image" />
          </div>
          <PostOfferFields form={form} set={set} errors={errors} />
          <PostButtonFields form={form} set={set} errors={errors} />
        </form>
      )}
    </Modal>
  );
}
