import { errorMessage, type SignIn } from '@plaudit/api-client';
import { useUserSignIns } from '@plaudit/hooks';
import { Pager } from '@plaudit/ui-kit';
import { useState } from 'react';
import { formatDateTime } from '../reviews/review-helpers';

const METHOD_LABELS: Record<SignIn['method'], string> = {
  password: 'Signed in',
  impersonated: 'Signed in as you by your partner',
  shadow: 'Opened a child account',
};

/** Who started a partner's sign-in: the partner user's name and e-mail, and the partner account. */
function issuer(s: SignIn): string | null {
  if (!s.issued_by) return null;
  const who = [s.issued_by.name, s.issued_by.email ? `(${s.issued_by.email})` : null]
    .filter(Boolean)
    .join(' ');
  const from = s.issued_by.account_name ? ` of ${s.issued_by.account_name}` : '';
  return `${who || 'A partner user'}${from}`;
}

/**
 * The sessions started for a user's login (GET /users/{id}/sign_ins), newest first: when, how,
 * and for a partner's sign-in as the user, who started it.
 */
export function SignInHistory({ userId }: { userId: number | null }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useUserSignIns(userId, page);
  const totalPages = data?.paging.totalPages ?? 1;
  return (
    <section className="form form--card" aria-labelledby="sign-in-history">
      <h2 id="sign-in-history">Sign-in history</h2>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : isLoading || !data ? (
        <div className="skeleton skeleton--lines" role="status" aria-label="Loading sign-ins">
          <span />
        </div>
      ) : data.items.length === 0 ? (
        <p className="field__hint">No sign-ins yet.</p>
      ) : (
        <ul aria-label="Sign-ins">
          {data.items.map((s) => (
            <li key={s.id}>
              <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time>:{' '}
              {METHOD_LABELS[s.method]}
              {s.issued_by && <> by {issuer(s)}</>}
              {s.impersonated && <span className="badge"> Impersonated</span>}
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pager
          page={page}
          pageCount={totalPages}
          onPageChange={setPage}
          label="Sign-in history pages"
        />
      )}
    </section>
  );
}
