import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { headerCheckboxState, nextSort, type TableSort, toggleAllActive } from './sort';
import { Table, type TableColumn } from './Table';

interface Row {
  id: string;
  name: string;
  type: string;
  active: boolean;
}

const ROWS: Row[] = [
  { id: '1', name: 'Weekly reviews', type: 'Reviews', active: true },
  { id: '2', name: 'Keywords', type: 'Keywords', active: true },
  { id: '3', name: 'Archived', type: 'Reviews', active: false },
];

const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', rowHeader: true },
  { key: 'type', header: 'Type', sortable: true, sortBy: 'display_name' },
];

describe('sort helpers', () => {
  it('cycles none → asc → desc → none', () => {
    const a = nextSort(null, 'name');
    expect(a).toEqual({ by: 'name', order: 'asc' });
    const b = nextSort(a, 'name');
    expect(b).toEqual({ by: 'name', order: 'desc' });
    expect(nextSort(b, 'name')).toBeNull();
    expect(nextSort(b, 'type')).toEqual({ by: 'type', order: 'asc' });
  });

  it('computes the header checkbox state over active rows', () => {
    expect(headerCheckboxState([], new Set())).toBe('unchecked');
    expect(headerCheckboxState(['1', '2'], new Set(['9']))).toBe('unchecked');
    expect(headerCheckboxState(['1', '2'], new Set(['1']))).toBe('indeterminate');
    expect(headerCheckboxState(['1', '2'], new Set(['1', '2', '9']))).toBe('checked');
  });

  it('deselect-all removes only active rows', () => {
    expect(toggleAllActive(['1', '2'], new Set(['1', '2', '9'])).sort()).toEqual(['9']);
    expect(toggleAllActive(['1', '2'], new Set(['1', '9'])).sort()).toEqual(['1', '2', '9']);
  });
});

function SortableTable({ onSort }: { onSort: (s: TableSort | null) => void }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <Table
      caption="Scheduled exports"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(r) => r.id}
      sort={sort}
      onSort={(s) => {
        setSort(s);
        onSort(s);
      }}
    />
  );
}

function SelectableTable(props: { initial?: string[]; totalCount?: number; withBulk?: boolean }) {
  const [ids, setIds] = useState<string[]>(props.initial ?? []);
  const [bulk, setBulk] = useState(false);
  return (
    <>
      <Table
        caption="Locations"
        columns={COLUMNS}
        rows={ROWS}
        getRowId={(r) => r.id}
        getRowLabel={(r) => `Select ${r.name}`}
        selectable
        isRowSelectable={(r) => r.active}
        selectedIds={ids}
        onSelectionChange={setIds}
        totalCount={props.totalCount}
        bulkSelected={bulk}
        onBulkSelectedChange={props.withBulk ? setBulk : undefined}
        rowNoun="locations"
      />
      <output data-testid="ids">{[...ids].sort().join(',')}</output>
      <output data-testid="bulk">{String(bulk)}</output>
    </>
  );
}

describe('Table', () => {
  it('renders a captioned table with column and row headers', () => {
    render(<SortableTable onSort={() => {}} />);
    const table = screen.getByRole('table', { name: 'Scheduled exports' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Weekly reviews', 'Keywords', 'Archived']);
  });

  it('sort button cycles and sets aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<SortableTable onSort={onSort} />);
    const button = screen.getByRole('button', { name: 'Type' });
    const th = button.closest('th')!;
    expect(th.hasAttribute('aria-sort')).toBe(false);
    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith({ by: 'display_name', order: 'asc' });
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith({ by: 'display_name', order: 'desc' });
    expect(th.getAttribute('aria-sort')).toBe('descending');
    await user.click(button);
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(th.hasAttribute('aria-sort')).toBe(false);
    // Non-sortable columns have no button.
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  it('shows the empty text', () => {
    render(
      <Table
        caption="Scheduled exports"
        columns={COLUMNS}
        rows={[]}
        getRowId={(r) => r.id}
        emptyText="No Scheduled Exports"
      />,
    );
    expect(screen.getByText('No Scheduled Exports')).toBeTruthy();
  });

  it('header checkbox is indeterminate with some active rows, checked with all', async () => {
    const user = userEvent.setup();
    render(<SelectableTable />);
    const header = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(header.checked).toBe(false);
    expect(header.indeterminate).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Select Weekly reviews' }));
    expect(header.indeterminate).toBe(true);
    expect(header.checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Select Keywords' }));
    expect(header.indeterminate).toBe(false);
    expect(header.checked).toBe(true);
    // The inactive row cannot be selected.
    expect(
      (screen.getByRole('checkbox', { name: 'Select Archived' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('header checkbox selects all active rows and deselects only them', async () => {
    const user = userEvent.setup();
    render(<SelectableTable initial={['other-page']} />);
    const header = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(header);
    expect(screen.getByTestId('ids').textContent).toBe('1,2,other-page');
    await user.click(header);
    expect(screen.getByTestId('ids').textContent).toBe('other-page');
  });

  it('offers a true bulk selection of all rows', async () => {
    const user = userEvent.setup();
    render(<SelectableTable totalCount={40} withBulk />);
    expect(screen.queryByRole('button', { name: /Select all 40/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('All 2 locations on this page are selected.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Select all 40 locations' }));
    expect(screen.getByTestId('bulk').textContent).toBe('true');
    expect(screen.getByText('All 40 locations are selected.')).toBeTruthy();
    // Unchecking a row leaves bulk mode.
    await user.click(screen.getByRole('checkbox', { name: 'Select Keywords' }));
    expect(screen.getByTestId('bulk').textContent).toBe('false');
    expect(screen.getByTestId('ids').textContent).toBe('1');
  });

  it('clear selection leaves bulk mode', async () => {
    const user = userEvent.setup();
    render(<SelectableTable totalCount={40} withBulk />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Select all 40 locations' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByTestId('bulk').textContent).toBe('false');
    expect(screen.getByTestId('ids').textContent).toBe('');
  });
});

describe('Table sort keys', () => {
  it('types onSort with the columns’ sort keys, inferred from the columns', async () => {
    const seen: Array<'name' | 'rating' | 'display_name'> = [];
    render(
      <Table
        caption="Reviews"
        columns={[
          { key: 'name', header: 'Name', sortable: true },
          { key: 'rating', header: 'Rating', sortable: true },
          { key: 'type', header: 'Type', sortable: true, sortBy: 'display_name' },
        ]}
        rows={ROWS}
        getRowId={(r) => r.id}
        onSort={(s) => {
          // `s.by` is 'name' | 'rating' | 'type' | 'display_name', not any string.
          // @ts-expect-error a key no column has is not a sort key
          const other: typeof s extends { by: infer B } | null ? B : never = 'author';
          void other;
          if (s && s.by !== 'type') seen.push(s.by);
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(seen).toEqual(['rating', 'display_name']);
  });
});
