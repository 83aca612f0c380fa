import { buttonClass } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { navHref } from '../lib/nav-hrefs';
import { useBasePath, withBase } from '../lib/paths';
import { AskAdministrator } from './AskAdministrator';
import { usePageTitle } from './PageTitle';

/** The words of a refused screen: the server's refusal, then what to do about it. */
export const REFUSED_TEXT = {
  title: 'You do not have access to this page',
  reason:
    'Your user type or your account’s plan does not include this page. An administrator of your account can change your user type or switch the feature on.',
} as const;

/** A screen the user's permissions do not open, inside the console frame with its navigation. */
export function RefusedPage() {
  usePageTitle(REFUSED_TEXT.title);
  const base = useBasePath();
  return (
    <section className="page refused-page" aria-labelledby="page-title">
      <h1 id="page-title">{REFUSED_TEXT.title}</h1>
      <AskAdministrator>{REFUSED_TEXT.reason}</AskAdministrator>
      <p>
        <Link className={buttonClass('secondary')} to={withBase(base, navHref.dashboard())}>
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}

/** The words of an address the console does not know. */
export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  reason:
    'There is no page at this address. It may have been mistyped, or the page has moved. Use the navigation, or go back to the dashboard.',
} as const;

/** An unknown address, inside the console frame with its navigation. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TEXT.title);
  const base = useBasePath();
  return (
    <section className="page not-found-page" aria-labelledby="page-title">
      <h1 id="page-title">{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.reason}</p>
      <p>
        <Link className={buttonClass('primary')} to={withBase(base, navHref.dashboard())}>
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}
