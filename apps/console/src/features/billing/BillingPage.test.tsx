import type { BillingDisplaySettings } from '@plaudit/api-client/schemas';
import { ApiProvider, createSessionStore, EMPTY_AUTH } from '@plaudit/hooks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BillingEditPage } from './BillingEditPage';
import { BillingPage } from './BillingPage';
import { ManagePlansPage } from './ManagePlansPage';
import { PricingPreviewPanel } from './PlanChoice';

const SETTINGS: BillingDisplaySettings = {
  account_id: 1,
  show_prices: false,
  can_manage: true,
  can_change_plan: false,
  can_purchase_sms_credits: false,
  whitelabel: true,
  provider: 'local',
  card_entry: 'card_form',
  currency: 'USD',
};

const OVERVIEW = {
  account_id: 1,
  account_status: 'active',
  account_active: true,
  subscription: {
    plan_code: 'professional',
    plan_name: 'Professional',
    payment_collection_method: 'automatic',
    current_billing_amount_in_cents: 58800,
    next_assessment_at: '2026-12-28T00:00:00.000Z',
    interval: 1,
    interval_unit: 'month',
  },
  card: {
    brand: 'mastercard',
    masked_card_number: 'XXXX-XXXX-XXXX-4444',
    last4: '4444',
    expiration_month: 1,
    expiration_year: 2030,
  },
  location_count: 12,
  locations_in_use: 12,
  sms_credits: { balance: 0 },
};

function renderPage(
  page: React.ReactNode,
  answers: { settings?: unknown; overview?: unknown } = {},
) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://test').pathname;
    calls.push(path);
    const body = path.endsWith('/display_settings')
      ? (answers.settings ?? SETTINGS)
      : path.endsWith('/invoices')
        ? { invoices: [], legacy_invoices: [] }
        : path.endsWith('/plans')
          ? { plans: [], sms_packs: [], setup_amount: null }
          : (answers.overview ?? OVERVIEW);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = createSessionStore({ storage: null, window: null });
  session.setState({
    auth: { ...EMPTY_AUTH, token: 't0k3n', account_id: 1, user_id: 5, account_active: true },
  });
  render(
    <MemoryRouter>
      <ApiProvider baseUrl="/api" fetch={fetch} session={session} loadOnMount={false}>
        {page}
      </ApiProvider>
    </MemoryRouter>,
  );
  return calls;
}

const MANAGED = 'Billing for this account is managed by your partner.';

describe('billing of an account its partner bills', () => {
  it('says so on Billing, with no card, plan or charge beside it', async () => {
    const calls = renderPage(<BillingPage />);
    expect(await screen.findByText(MANAGED)).toBeTruthy();
    expect(screen.queryByText('Charged to the card on file')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Update card' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage plans' })).toBeNull();
    expect(calls.every((p) => p.endsWith('/display_settings'))).toBe(true);
  });

  it('offers no plan form on Manage Plans and no card form on Billing Details', async () => {
    renderPage(<ManagePlansPage />);
    expect(await screen.findByText(MANAGED)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no card form on Billing Details', async () => {
    renderPage(<BillingEditPage />);
    expect(await screen.findByText(MANAGED)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a plan chosen during a free trial', () => {
  it('says on the checkout that nothing is due today and what is charged on the trial’s end', () => {
    render(
      <PricingPreviewPanel
        onRetry={() => {}}
        state={{
          status: 'received',
          preview: {
            account_id: 1,
            plan_code: 'professional',
            location_count: 1,
            interval: 1,
            interval_unit: 'month',
            total_cents: 0,
            prorated_cents: 0,
            next_billing_cycle_start_date: '2026-12-12',
            setup_amount: 9900,
            recurring_cents: 4900,
            unit_cents: 4900,
            trial_end_date: '2026-12-12',
            next_charge_cents: 14800,
            currency: 'USD',
          },
        }}
      />,
    );
    expect(screen.getByTestId('trial-charge-note').textContent).toBe(
      "Your trial continues until Dec 12, 2026. You'll be charged $148.00 on Dec 12, 2026.",
    );
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe('$0.00');
    expect(screen.getByText('On Dec 12, 2026')).toBeTruthy();
  });

  it('says on Billing when the trial ends and what is charged that day', async () => {
    renderPage(<BillingPage />, {
      settings: { ...SETTINGS, show_prices: true, can_change_plan: true, whitelabel: false },
      overview: {
        ...OVERVIEW,
        subscription: {
          ...OVERVIEW.subscription,
          current_billing_amount_in_cents: 4900,
          next_assessment_at: '2026-12-12T09:00:00.000Z',
          trial_ends_at: '2026-12-12T09:00:00.000Z',
          next_charge_in_cents: 14800,
        },
      },
    });
    expect((await screen.findByTestId('trial-charge-note')).textContent).toBe(
      "Your trial continues until Dec 12, 2026. You'll be charged $148.00 on Dec 12, 2026.",
    );
    expect(screen.getByText('$148.00')).toBeTruthy();
  });
});
