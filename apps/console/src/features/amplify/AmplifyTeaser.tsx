import { useApi } from '@plaudit/hooks';
import { useState } from 'react';
import { AMPLIFY_TEXT } from './widget-list';

type RequestState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Spec 3 section 2.2: the Amplify teaser for preview-only users and accounts without any
 * widget kind. Request Access sends POST /feature_requests { feature: 'Amplify' }.
 */
export function AmplifyTeaser() {
  const { api } = useApi();
  const [state, setState] = useState<RequestState>('idle');

  const request = async () => {
    setState('sending');
    try {
      await api.featureRequests.create({ type: 'feature_request', feature: 'Amplify' });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="page amplify-teaser" aria-labelledby="page-title">
      <h1 id="page-title">{AMPLIFY_TEXT.teaserTitle}</h1>
      <p className="amplify-teaser__lead">
        Put your best reviews, your star rating and your location details on your own website with
        widgets that update themselves as new reviews come in.
      </p>
      <ul className="amplify-teaser__points">
        <li>Testimonial Carousel: highlight up to 15 featured reviews</li>
        <li>Location Review Feed: a page of your latest reviews</li>
        <li>Star Snapshot: display your average rating</li>
        <li>Location Information: show your address, hours, phone number</li>
      </ul>
      <div className="amplify-teaser__action" aria-live="polite">
        {state === 'sent' ? (
          <p className="amplify-teaser__sent">{AMPLIFY_TEXT.requestSent}</p>
        ) : state === 'failed' ? (
          <p className="form-error" role="alert">
            There was an error while sending your request.{' '}
            <button type="button" className="link-button" onClick={() => setState('idle')}>
              Try again.
            </button>
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'sending'}
            onClick={() => void request()}
          >
            {AMPLIFY_TEXT.requestAccess}
          </button>
        )}
      </div>
    </section>
  );
}
