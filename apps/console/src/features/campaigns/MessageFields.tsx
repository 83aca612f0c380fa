import { CAMPAIGN_LAYOUTS, REQUEST_PLACEHOLDERS } from '@plaudit/api-client';
import { usePermission } from '@plaudit/hooks';
import { Select } from '@plaudit/ui-kit';
import { useFormContext } from 'react-hook-form';
import { CHANNEL_TEXT } from './campaign-texts';
import { HeaderImageField } from './HeaderImageField';

/** The message of a request, shared by campaigns and templates (form values as text). */
export type MessageValues = {
  request_type: 'email' | 'sms';
  layout: 'simple' | 'branded';
  subject: string;
  content: string;
  header_text: string;
  header_image: string;
  use_header_image: boolean;
};

/** The message's body fields for the API (empty texts as the API stores them). */
export const messageBodyOf = (v: MessageValues) => ({
  request_type: v.request_type,
  layout: v.layout,
  subject: v.subject,
  content: v.content,
  header_text: v.header_text,
  header_image: v.header_image || null,
  use_header_image: v.use_header_image && Boolean(v.header_image),
});

export const messageValuesOf = (m: {
  request_type: 'email' | 'sms';
  layout: 'simple' | 'branded';
  subject: string;
  content: string;
  header_text: string | null;
  header_image: string | null;
  use_header_image: boolean;
}): MessageValues => ({
  request_type: m.request_type,
  layout: m.layout,
  subject: m.subject,
  content: m.content,
  header_text: m.header_text ?? '',
  header_image: m.header_image ?? '',
  use_header_image: m.use_header_image,
});

/**
 * Channel (unless `channel` is false), subject, layout with its header text and image, and the
 * message with its placeholders. Used inside a react-hook-form FormProvider.
 */
export function MessageFields({
  id,
  channel = true,
  beforeContent,
  onBusyChange,
}: {
  id: string;
  channel?: boolean;
  /** Fields that go between the header and the message (the campaign's question). */
  beforeContent?: React.ReactNode;
  onBusyChange: (busy: boolean) => void;
}) {
  const { hasSetting } = usePermission();
  const { register, watch } = useFormContext<MessageValues>();
  const requestType = watch('request_type');
  const layout = watch('layout');
  return (
    <>
      {channel && (
        <div className="field">
          <label htmlFor={`${id}-channel`}>Send by</label>
          <Select id={`${id}-channel`} {...register('request_type')}>
            <option value="email">{CHANNEL_TEXT.email}</option>
            {(hasSetting('sms_requests') || requestType === 'sms') && (
              <option value="sms">{CHANNEL_TEXT.sms}</option>
            )}
          </Select>
        </div>
      )}
      {beforeContent}
      {requestType === 'email' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input id={`${id}-subject`} maxLength={200} {...register('subject')} />
            <p className="field__hint">Empty: the question is the subject.</p>
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-layout`}>Layout</label>
              <Select id={`${id}-layout`} {...register('layout')}>
                {CAMPAIGN_LAYOUTS.map((l) => (
                  <option key={l} value={l}>
                    {l === 'simple' ? 'Simple' : 'Branded (with a header)'}
                  </option>
                ))}
              </Select>
            </div>
            {layout === 'branded' && (
              <div className="field">
                <label htmlFor={`${id}-header`}>Header text</label>
                <input id={`${id}-header`} maxLength={200} {...register('header_text')} />
              </div>
            )}
          </div>
          {layout === 'branded' && <HeaderImageField onBusyChange={onBusyChange} />}
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-content`}>Message</label>
        <textarea
          id={`${id}-content`}
          rows={8}
          maxLength={5000}
          aria-describedby={`${id}-placeholders`}
          {...register('content')}
        />
        <p id={`${id}-placeholders`} className="field__hint">
          Placeholders:{' '}
          {Object.entries(REQUEST_PLACEHOLDERS)
            .map(([k, v]) => `{${k}} ${v.toLowerCase()}`)
            .join(', ')}
          .
        </p>
      </div>
    </>
  );
}
