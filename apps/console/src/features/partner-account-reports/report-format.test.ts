import { describe, expect, it } from 'vitest';
import {
  accountsDetail,
  formatHours,
  formatPercent,
  integrationsHref,
  trialText,
} from './report-format';

describe('partner account report formats', () => {
  it('writes hours, shares and trials as a reader expects', () => {
    expect(formatHours(null)).toBe('--');
    expect(formatHours(0.25)).toBe('15 min');
    expect(formatHours(5.33)).toBe('5.3 h');
    expect(formatHours(60)).toBe('2.5 days');
    expect(formatPercent(0.3333)).toBe('33%');
    expect(formatPercent(null)).toBe('--');
    expect(trialText({ trial: { in_trial: true, days_left: 4, active: true } })).toBe(
      'Trial · 4 days left',
    );
    expect(trialText({ trial: { in_trial: true, days_left: 0, active: false } })).toBe(
      'Trial ended',
    );
    expect(trialText({ trial: { in_trial: false, days_left: -1, active: true } })).toBe('Active');
  });

  it('splits the accounts into parts that add up to the total, never read as more', () => {
    // The demo partner: three children, all active, one of them trying Plaudit.
    expect(accountsDetail({ accounts: 3, active_accounts: 3, active_trials: 1 })).toBe(
      '3 active, 1 of them in trial',
    );
    expect(accountsDetail({ accounts: 3, active_accounts: 2, active_trials: 1 })).toBe(
      '2 active, 1 of them in trial · 1 inactive',
    );
    expect(accountsDetail({ accounts: 2, active_accounts: 2, active_trials: 0 })).toBe('2 active');
  });

  it('links the integrations of a row to their worst status', () => {
    const row = { integrations_expired: 0, integrations_broken: 1, integrations_pending: 1 };
    expect(integrationsHref(row)).toBe('/accounts/integrations?integration_status=inactive');
    expect(integrationsHref({ ...row, integrations_expired: 2 })).toMatch(/=expired$/);
    expect(
      integrationsHref({
        integrations_expired: 0,
        integrations_broken: 0,
        integrations_pending: 0,
      }),
    ).toMatch(/=active$/);
  });
});
