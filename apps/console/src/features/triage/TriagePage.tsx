import { Button } from '@plaudit/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import {
  type BrowserInfo,
  browserInfo,
  clockOffsetMs,
  describeClockOffset,
  runNetworkChecks,
  type TriageCheck,
} from './triage';

/** /triage: browser and network diagnostics a support person can ask a customer to open. */
export function TriagePage() {
  usePageTitle('Triage');
  const [info, setInfo] = useState<BrowserInfo | null>(null);
  const [checks, setChecks] = useState<TriageCheck[] | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    setInfo(browserInfo());
    setChecks(null);
    setChecks(await runNetworkChecks());
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <main id="main" className="page triage">
      <h1>Triage</h1>
      <p>Browser and network diagnostics for Plaudit support.</p>
      <h2>Browser</h2>
      {info && (
        <dl className="definition-list">
          <dt>User agent</dt>
          <dd data-testid="triage-user-agent">{info.userAgent}</dd>
          <dt>Online</dt>
          <dd>{info.online ? 'Yes' : 'No'}</dd>
          <dt>Language</dt>
          <dd>{info.language}</dd>
          <dt>Time zone</dt>
          <dd>{info.timeZone}</dd>
          <dt>Cookies</dt>
          <dd>{info.cookiesEnabled ? 'Enabled' : 'Disabled'}</dd>
          <dt>Browser storage</dt>
          <dd>{info.storageAvailable ? 'Available' : 'Unavailable'}</dd>
          <dt>Connection</dt>
          <dd>{info.connection ?? 'Not reported by this browser'}</dd>
          <dt>Screen</dt>
          <dd>{info.screen}</dd>
        </dl>
      )}
      <h2>Network</h2>
      <div aria-live="polite">
        {checks === null ? (
          <p role="status">Running network checks…</p>
        ) : (
          <>
            <p role="status" data-testid="triage-summary">
              {checks.every((c) => c.ok)
                ? `All ${checks.length} checks passed.`
                : `${checks.filter((c) => !c.ok).length} of ${checks.length} checks failed.`}
            </p>
            <div className="table-scroll">
              <table className="simple-table">
                <caption className="pk-visually-hidden">Network checks</caption>
                <thead>
                  <tr>
                    <th scope="col">Check</th>
                    <th scope="col">Request</th>
                    <th scope="col">Result</th>
                    <th scope="col">Time</th>
                  </tr>
                </thead>
                <tbody>
                  {checks.map((check) => (
                    <tr key={check.name}>
                      <th scope="row">{check.name}</th>
                      <td>
                        {check.method} {check.url}
                        {check.override && <> (X-HTTP-Method-Override: {check.override})</>}
                      </td>
                      <td className={check.ok ? undefined : 'form-error'}>
                        {check.ok ? `Passed: received as ${check.echo?.method}` : check.error}
                      </td>
                      <td>{check.durationMs} ms</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="definition-list">
              <dt>Your address, as the server sees it</dt>
              <dd>{checks.find((c) => c.echo)?.echo?.client_address ?? 'Unknown'}</dd>
              <dt>Clock</dt>
              <dd>{describeClockOffset(clockOffsetMs(checks))}</dd>
            </dl>
          </>
        )}
      </div>
      <p className="button-row">
        <Button type="button" variant="secondary" onClick={run} disabled={running}>
          Run Again
        </Button>
        <Link to="/">Back to Plaudit</Link>
      </p>
    </main>
  );
}
