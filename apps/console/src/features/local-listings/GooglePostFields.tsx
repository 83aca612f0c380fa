import { CharacterLimitedTextArea, Select } from '@plaudit/ui-kit';
import {
  CTA_OPTIONS,
  type CtaType,
  oneYearFrom,
  POST_LIMITS,
  type PostErrors,
  type PostForm,
} from './google-post';

type FieldProps = { form: PostForm; set: (patch: Partial<PostForm>) => void; errors: PostErrors };

/** The error under a field, announced when it appears. */
export function FieldError({ errors, field }: { errors: PostErrors; field: keyof PostErrors }) {
  return errors[field] ? (
    <p id={`gp-${field}-error`} className="form-error" role="alert">
      {errors[field]}
    </p>
  ) : null;
}

export const describedBy = (errors: PostErrors, field: keyof PostErrors) =>
  errors[field] ? `gp-${field}-error` : undefined;

/** Offers and events: title, start and end dates (within a year), an event's times. */
export function PostScheduleFields({ form, set, errors, today }: FieldProps & { today: string }) {
  return (
    <>
      {form.type !== 'STANDARD' && (
        <div className="field">
          <label htmlFor="gp-title">{form.type === 'OFFER' ? 'Offer title' : 'Event title'}</label>
          <input
            id="gp-title"
            maxLength={58}
            value={form.title}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describedBy(errors, 'title')}
            onChange={(e) => set({ title: e.target.value })}
          />
          <FieldError errors={errors} field="title" />
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
              max={oneYearFrom(today)}
              value={form.startDate}
              aria-invalid={Boolean(errors.startDate)}
              aria-describedby={describedBy(errors, 'startDate')}
              onChange={(e) => set({ startDate: e.target.value })}
            />
            <FieldError errors={errors} field="startDate" />
          </div>
          <div className="field">
            <label htmlFor="gp-end">End date</label>
            <input
              id="gp-end"
              type="date"
              min={form.startDate || today}
              max={oneYearFrom(today)}
              value={form.endDate}
              aria-invalid={Boolean(errors.endDate)}
              aria-describedby={describedBy(errors, 'endDate')}
              onChange={(e) => set({ endDate: e.target.value })}
            />
            <FieldError errors={errors} field="endDate" />
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
    </>
  );
}

/** Offers: coupon code, redeem link, terms. */
export function PostOfferFields({ form, set, errors }: FieldProps) {
  return (
    <>
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
              aria-describedby={describedBy(errors, 'redeemOnlineUrl')}
              onChange={(e) => set({ redeemOnlineUrl: e.target.value })}
            />
            <FieldError errors={errors} field="redeemOnlineUrl" />
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
    </>
  );
}

/** Updates and events: the optional call-to-action button and its link. */
export function PostButtonFields({ form, set, errors }: FieldProps) {
  return (
    <>
      {form.type !== 'OFFER' && (
        <div className="field">
          <label htmlFor="gp-cta">Add a button (optional)</label>
          <Select
            id="gp-cta"
            value={form.actionType}
            onChange={(e) => set({ actionType: e.target.value as CtaType, buttonUrl: '' })}
          >
            {CTA_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          {form.actionType === 'CALL' && (
            <p className="field__hint">The phone number of each selected location is published.</p>
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
            aria-describedby={describedBy(errors, 'buttonUrl')}
            onChange={(e) => set({ buttonUrl: e.target.value })}
          />
          <FieldError errors={errors} field="buttonUrl" />
        </div>
      )}
    </>
  );
}
