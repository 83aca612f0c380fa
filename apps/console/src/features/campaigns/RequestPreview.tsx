import {
  FEEDBACK_QUESTIONS,
  FEEDBACK_SCALES,
  type FeedbackType,
  fillPlaceholders,
  scoreMark,
} from '@plaudit/api-client';
import { useSession } from '@plaudit/hooks';

/**
 * The live preview: the message as a recipient called Jamie sees it (placeholders filled the
 * way the server fills them), the one-tap scale, and the sites offered after the answer.
 */
export function RequestPreview({
  values,
  locationName,
  siteNames,
}: {
  values: {
    request_type: 'email' | 'sms';
    feedback_type: FeedbackType;
    layout: 'simple' | 'branded';
    subject: string;
    content: string;
    header_text: string;
    header_image?: string;
    use_header_image?: boolean;
  };
  locationName: string;
  /** The sites offered after an answer (a template has no location: none shown). */
  siteNames?: string[];
}) {
  const businessName = useSession((s) => s.account?.name) ?? 'Your business';
  const fill = (text: string) =>
    fillPlaceholders(text, {
      first_name: 'Jamie',
      last_name: 'Rivera',
      location_name: locationName,
      business_name: businessName,
    });
  const subject =
    fill(values.subject).trim() || fill(FEEDBACK_QUESTIONS[values.feedback_type]).trim();
  const body = fill(values.content);
  return (
    <aside className="card request-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      {values.request_type === 'sms' ? (
        <p className="request-preview__sms">{`${body.replace(/\s+/g, ' ').trim()} https://…/r/…`}</p>
      ) : (
        <div className="request-preview__mail">
          <p className="request-preview__subject">
            <span className="field__hint">Subject: </span>
            {subject}
          </p>
          {values.layout === 'branded' &&
            (values.use_header_image && values.header_image ? (
              <img
                className="request-preview__image"
                src={values.header_image}
                alt={businessName}
              />
            ) : (
              <p className="request-preview__header">{values.header_text || businessName}</p>
            ))}
          {body.split(/\n{2,}/).map((p, i) => (
            <p key={i} className="request-preview__text">
              {p}
            </p>
          ))}
          <ul className="request-preview__scale" aria-label="The answers, one tap each">
            {FEEDBACK_SCALES[values.feedback_type].map((s) => (
              <li key={s.score} title={s.label}>
                <span aria-hidden="true">{scoreMark(values.feedback_type, s.score)}</span>
                <span className="pk-visually-hidden">{s.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {siteNames && (
        <p className="field__hint">
          After answering, everyone is offered:{' '}
          {siteNames.length
            ? siteNames.join(', ')
            : 'no review site yet (add listing links to the location)'}
          .
        </p>
      )}
    </aside>
  );
}
