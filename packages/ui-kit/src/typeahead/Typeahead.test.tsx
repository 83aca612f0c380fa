import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Typeahead, type TypeaheadOption } from './Typeahead';

const STATES: TypeaheadOption[] = [
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'NC', label: 'North Carolina' },
];

function Harness(props: {
  onSelect?: (o: TypeaheadOption | null) => void;
  allowCustom?: boolean;
  minCustomLength?: number;
}) {
  const [selected, setSelected] = useState<TypeaheadOption | null>(null);
  return (
    <>
      <Typeahead
        label="State"
        options={STATES}
        selected={selected}
        allowCustom={props.allowCustom}
        minCustomLength={props.minCustomLength}
        onSelect={(o) => {
          setSelected(o);
          props.onSelect?.(o);
        }}
      />
      <button type="button">next</button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Typeahead', () => {
  it('is a labelled combobox that lists names starting with the text (case-insensitive)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'c');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'California',
      'Colorado',
    ]);
  });

  it('selects with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    await user.type(input, 'c');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Colorado' }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ value: 'CA', label: 'California' });
    expect(input.value).toBe('California');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Tab accepts the highlighted option and moves focus', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'n');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onSelect).toHaveBeenCalledWith({ value: 'NC', label: 'North Carolina' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
  });

  it('Escape closes the list without selecting and does not bubble', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: test wrapper listening for bubbling keys
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Harness onSelect={onSelect} />
      </div>,
    );
    await user.type(screen.getByRole('combobox'), 'c');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
  });

  it('selects with the mouse', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'co');
    await user.click(screen.getByRole('option', { name: 'Colorado' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 'CO', label: 'Colorado' });
  });

  it('clearing the text clears the selection', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'co');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.clear(input);
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('accepts custom values only after the minimum length', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} allowCustom minCustomLength={3} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ab{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.type(input, 'c{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ value: 'abc', label: 'abc', custom: true });
  });

  it('without allowCustom Enter does nothing when nothing is highlighted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'zzz{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('debounces onSearch by 300 ms', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(
      <Typeahead
        label="Country"
        options={[]}
        matchMode="none"
        onSelect={() => {}}
        onSearch={onSearch}
      />,
    );
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'u' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'un' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('un');
  });

  it('a hint says what the field takes, under it and read with it', () => {
    render(
      <Typeahead
        label="Recipients"
        options={[]}
        onSelect={() => {}}
        hint="Only users of this account."
        error="Add a recipient."
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Recipients' });
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Only users of this account.', 'Add a recipient.']);
  });

  it('clearOnSelect empties the input for the next entry', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Typeahead
        label="Recipients"
        options={[{ value: 'u1', label: 'admin@demo.test' }]}
        onSelect={onSelect}
        clearOnSelect
      />,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await user.type(input, 'adm{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ value: 'u1', label: 'admin@demo.test' });
    expect(input.value).toBe('');
  });

  it('shows an error message linked to the input', () => {
    render(<Typeahead label="State" options={STATES} onSelect={() => {}} error="Required" />);
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Required',
    );
  });
});
