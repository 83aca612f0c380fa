import { useSession } from '@plaudit/hooks';
import { buttonClass } from '@plaudit/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';
export const DEFAULT_ERROR_STATUS = 500;

/** Reads `statusCode` (100-599, else 500) and `message` (else the default) from the query. */
export function readErrorParams(params: URLSearchParams): { statusCode: number; message: string } {
  const raw = Number(params.get('statusCode'));
  const statusCode = Number.isInteger(raw) && raw >= 100 && raw <= 599 ? raw : DEFAULT_ERROR_STATUS;
  const message = params.get('message')?.trim() || DEFAULT_ERROR_MESSAGE;
  return { statusCode, message };
}

/** /error: a message (default 'An unexpected error occurred') and a status (default 500). */
export function ErrorPage() {
  const [params] = useSearchParams();
  const { statusCode, message } = readErrorParams(params);
  const signedIn = useSession((s) => s.auth.token !== null);
  usePageTitle(`Error ${statusCode}`);
  return (
    <main id="main" className="auth-frame">
      <div className="auth-card error-page">
        <p className="error-page__status">Error {statusCode}</p>
        <h1>{message}</h1>
        <p>
          <Link className={buttonClass('primary')} to={signedIn ? '/' : '/login'}>
            {signedIn ? 'Go to the home page' : 'Go to log in'}
          </Link>
        </p>
      </div>
    </main>
  );
}
