import type { FeatureRequestFeature } from '@plaudit/api-client';
import { useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useState } from 'react';

/** The teasers' words (spec 3 section 8 for the failure). */
export const REQUEST_ACCESS_TEXT = {
  requestAccess: 'Request Access',
  requestSent: 'Request sent!',
  requestFailed: 'There was an error while sending your request.',
  tryAgain: 'Try again',
} as const;

type RequestState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Request Access on a feature's teaser or preview: POST /feature_requests, which mails
 * the account's administrators. The outcome is announced in a live region.
 */
export function RequestAccess({
  feature,
  sentClassName = 'request-access__sent',
  tryAgain = REQUEST_ACCESS_TEXT.tryAgain,
}: {
  feature: FeatureRequestFeature;
  sentClassName?: string;
  /** The Amplify teaser's failure ends 'Try again.' (spec 3 section 2.2). */
  tryAgain?: string;
}) {
  const { api } = useApi();
  const [state, setState] = useState<RequestState>('idle');
  const request = async () => {
    setState('sending');
    try {
      await api.featureRequests.create({ type: 'feature_request', feature });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="request-access" aria-live="polite">
      {state === 'sent' ? (
        <p className={sentClassName}>{REQUEST_ACCESS_TEXT.requestSent}</p>
      ) : state === 'failed' ? (
        <p className="form-error" role="alert">
          {REQUEST_ACCESS_TEXT.requestFailed}{' '}
          <button type="button" className="link-button" onClick={() => setState('idle')}>
            {tryAgain}
          </button>
        </p>
      ) : (
        <Button
          type="button"
          variant="primary"
          disabled={state === 'sending'}
          onClick={() => void request()}
        >
          {REQUEST_ACCESS_TEXT.requestAccess}
        </Button>
      )}
    </div>
  );
}
