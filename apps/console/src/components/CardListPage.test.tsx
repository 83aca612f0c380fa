import type { Page } from '@plaudit/api-client';
import {
  ApiProvider,
  createSessionStore,
  type DataResponse,
  useListResource,
} from '@plaudit/hooks';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CardListPage, CardListSection } from './CardListPage';

type Item = { id: number; name: string };

function list(items: Item[] | undefined): DataResponse<Page<Item>> {
  return {
    data: items && ({ items, total: items.length } as unknown as Page<Item>),
    error: undefined,
    mutate: vi.fn(async () => undefined),
    isLoading: false,
    isValidating: false,
  } as DataResponse<Page<Item>>;
}

function Things({
  items,
  remove,
  section = false,
  canAdd = true,
}: {
  items: Item[] | undefined;
  remove: (item: Item) => Promise<unknown>;
  section?: boolean;
  canAdd?: boolean;
}) {
  const things = useListResource(list(items), {
    remove: (_api, item) => remove(item),
    removed: (item) => `Deleted “${item.name}”`,
    removeFailed: 'The thing could not be deleted.',
  });
  const List = section ? CardListSection : CardListPage;
  return (
    <List
      resource={things}
      title="Things"
      intro="What things are for."
      addLabel="New thing"
      canAdd={canAdd}
      form={(item) => (
        <form aria-label={item ? `Edit ${item.name}` : 'New thing'}>
          <button type="button" onClick={things.closeForm}>
            Cancel
          </button>
        </form>
      )}
      noun="things"
      empty={{ title: 'No things yet', description: 'Add one.' }}
      listLabel="Things"
      name={(t) => t.name}
      body={(t) => <p>About {t.name}</p>}
      canEdit
      deleteNote={<p>It is gone for good.</p>}
    />
  );
}

function renderThings(props: Parameters<typeof Things>[0]) {
  return render(
    <MemoryRouter>
      <ApiProvider
        baseUrl="/api"
        fetch={async () => new Response('{}')}
        session={createSessionStore()}
        loadOnMount={false}
      >
        <Things {...props} />
      </ApiProvider>
    </MemoryRouter>,
  );
}

const ITEMS = [
  { id: 1, name: 'First' },
  { id: 2, name: 'Second' },
];

describe('CardListPage', () => {
  it('lists cards under the page heading, adds and edits in the form', () => {
    renderThings({ items: ITEMS, remove: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    expect(document.title).toBe('Things · Plaudit');
    expect(screen.getByRole('link', { name: 'Back to Account & Settings' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'First',
      'Second',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'New thing' }));
    expect(screen.getByRole('form', { name: 'New thing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New thing' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(screen.getByRole('form', { name: 'Edit Second' })).toBeTruthy();
  });

  it('asks before deleting, and deletes the card’s item', async () => {
    const remove = vi.fn(async () => undefined);
    renderThings({ items: ITEMS, remove });
    fireEvent.click(screen.getByRole('button', { name: 'Delete First' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “First”?' });
    expect(within(dialog).getByText('It is gone for good.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete First' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete “First”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(ITEMS[0]));
  });

  it('shows the empty state, and no add button without the permission', () => {
    renderThings({ items: [], remove: vi.fn(), canAdd: false });
    expect(screen.getByRole('heading', { name: 'No things yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New thing' })).toBeNull();
  });

  it('as a section: an h2 with cards under h3, no breadcrumb', () => {
    renderThings({ items: ITEMS, remove: vi.fn(), section: true });
    expect(screen.getByRole('region', { name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to Account & Settings' })).toBeNull();
  });
});
