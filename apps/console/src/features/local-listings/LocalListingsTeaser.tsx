import { useApi } from '@plaudit/hooks';
import { useState } from 'react';
import { LL_TEXT } from './listing-logic';

type RequestState = 'idle' | 'sending' | 'sent' | 'failed';

/** Spec 3 section 2.2: the teaser shown when Local Listings is not enabled on the account. */
export function LocalListingsTeaser() {
  const { api } = useApi();
  const [state, setState] = useState<RequestState>('idle');
  const request = async () => {
    setState('sending');
    try {
      await api.featureRequests.create({ type: 'feature_request', feature: 'Local Listing' });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <section className="page ll-teaser" aria-labelledby="page-title">
      <h1 id="page-title">{LL_TEXT.teaserTitle}</h1>
      <p>
        Keep your address, hours and phone number the same on Google, Facebook, Apple Maps, Bing,
        Tripadvisor and Yelp, and publish changes to every directory at once with Auto Sync.
      </p>
      <div aria-live="polite">
        {state === 'sent' ? (
          <p className="ll-teaser__sent">{LL_TEXT.requestSent}</p>
        ) : state === 'failed' ? (
          <p className="form-error" role="alert">
            {LL_TEXT.requestFailed}{' '}
            <button type="button" className="link-button" onClick={() => setState('idle')}>
              {LL_TEXT.tryAgain}
            </button>
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'sending'}
            onClick={() => void request()}
          >
            {LL_TEXT.requestAccess}
          </button>
        )}
      </div>
    </section>
  );
}
