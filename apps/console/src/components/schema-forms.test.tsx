import { ApiProvider } from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertForm } from '../features/alerts/AlertForm';
import { AutoResponseRulesPage } from '../features/auto-response-rules/AutoResponseRulesPage';
import { NewCampaignPage } from '../features/campaigns/NewCampaignPage';
import { NewGroupPage } from '../features/groups/screens';
import { PartnerAppsPage } from '../features/oauth/PartnerAppsPage';
import { ResponseTemplatesPage } from '../features/response-templates/ResponseTemplatesPage';
import { WebhookForm } from '../features/webhooks/WebhookForm';
import { signedInSession } from '../lib/signed-in-session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = (key: string, items: unknown[]) =>
  json({ _embedded: { [key]: items }, _total: items.length, _total_pages: 1, _page: 1 });
const TEMPLATE = { id: 3, name: 'Thanks', content: 'Thank you!', ratings: [], source_ids: [] };

/** Renders `ui` against a fake API; `sent` lists the POSTs, which the server refuses with 400. */
function renderWithApi(ui: ReactNode) {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname;
    if (init?.method === 'POST') {
      sent.push({ path, body: JSON.parse(String(init.body)) });
      return json({ error: 'The server says no.' }, 400);
    }
    const key = path.replace(/^\/api\//, '');
    if (key === 'locations') return list(key, [{ id: 9, name: 'Capitol Hill' }]);
    return list(key, key === 'response_templates' ? [TEMPLATE] : []);
  };
  const session = signedInSession('all');
  render(
    <MemoryRouter>
      <ApiProvider baseUrl="/api" fetch={fetch} session={session} loadOnMount={false}>
        {ui}
      </ApiProvider>
    </MemoryRouter>,
  );
  return sent;
}

/** The message under `label`'s field: shown, named by the field, and the field focused. */
async function expectMessageUnder(label: string, text: string | RegExp) {
  const message = await screen.findByText(text);
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  await waitFor(() => expect(document.activeElement).toBe(input));
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const nothing = async () => {};

describe('card-list add forms', () => {
  it('alerts: an empty name is named under the field; nothing is sent', async () => {
    const sent = renderWithApi(
      <AlertForm alert={null} managesOthers={false} onCancel={nothing} onSaved={nothing} />,
    );
    submit('Create alert');
    await expectMessageUnder('Name', 'Name is required');
    expect(sent).toEqual([]);
  });

  it('webhooks: an empty address is named under the field; the server’s 400 is the form’s error', async () => {
    const sent = renderWithApi(<WebhookForm onCancel={nothing} onSaved={nothing} />);
    submit('Create webhook');
    await expectMessageUnder('Address (https://…)', /^Address (is required|must be)/);
    expect(sent).toEqual([]);

    fill('Address (https://…)', 'https://example.com/hook');
    submit('Create webhook');
    expect((await screen.findByRole('alert')).textContent).toBe('The server says no.');
    expect(sent).toEqual([
      {
        path: '/api/webhooks',
        body: { url: 'https://example.com/hook', events: ['review.created'] },
      },
    ]);
  });

  it('response templates: an empty name is named under the field; nothing is sent', async () => {
    const sent = renderWithApi(<ResponseTemplatesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    submit('Create template');
    await expectMessageUnder('Name', 'Name is required');
    expect(screen.getByText('Text is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('auto-response rules: an empty name and no template are named; nothing is sent', async () => {
    const sent = renderWithApi(<AutoResponseRulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New rule' }));
    await screen.findByRole('option', { name: 'Thanks' });
    submit('Create rule');
    await expectMessageUnder('Name', 'Name is required');
    expect(screen.getAllByText('Choose a template')).toHaveLength(2); // the option and the message
    expect(sent).toEqual([]);
  });

  it('partner apps: an empty name is named under the field; nothing is sent', async () => {
    const sent = renderWithApi(<PartnerAppsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register an app' }));
    submit('Register app');
    await expectMessageUnder('Name', 'Name is required');
    expect(sent).toEqual([]);
  });
});

describe('new campaign', () => {
  it('names the missing name and location under their fields in the page’s words; nothing is sent', async () => {
    const sent = renderWithApi(<NewCampaignPage />);
    await screen.findByRole('option', { name: 'Capitol Hill' });
    submit('Create draft');
    await expectMessageUnder('Campaign name', 'Give the campaign a name.');
    expect(screen.getByText('Choose the location the campaign is for.')).toBeTruthy();
    expect(screen.getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fill('Campaign name', 'Spring');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '9' } });
    submit('Create draft');
    expect((await screen.findByRole('alert')).textContent).toBe('The server says no.');
    expect(sent).toEqual([
      {
        path: '/api/campaigns',
        body: { name: 'Spring', location_id: 9, feedback_type: 'nps' },
      },
    ]);
  });
});

describe('group editor', () => {
  it('names the missing group name under the field; nothing is sent', async () => {
    const sent = renderWithApi(<NewGroupPage />);
    await screen.findByRole('checkbox', { name: 'Capitol Hill' });
    submit('Create Group');
    await expectMessageUnder('Group Name *', 'Group Name is required');
    expect(sent).toEqual([]);
  });
});
