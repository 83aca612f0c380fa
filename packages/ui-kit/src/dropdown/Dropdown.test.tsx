import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './Dropdown';
import type { DropdownOption } from './dropdown-types';

const OPTIONS: DropdownOption[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
  { value: 'd', label: 'Delta', disabled: true },
];

function Multi(props: { maxSelected?: number; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Dropdown
      label="Sources"
      multiple
      options={OPTIONS}
      value={value}
      maxSelected={props.maxSelected}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

function Single(props: { onChange?: (v: string | null) => void; searchable?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Dropdown
        label="Group"
        options={OPTIONS}
        value={value}
        searchable={props.searchable}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <button type="button">outside</button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dropdown', () => {
  it('opens a listbox with options and marks the trigger expanded', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const trigger = screen.getByRole('button', { name: /Group/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.textContent).toContain('Select');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Group' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(document.activeElement).toBe(listbox);
  });

  it('single select chooses with the mouse, closes and shows the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Group/ }));
    await user.click(screen.getByRole('option', { name: 'Bravo' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('listbox')).toBeNull();
    const trigger = screen.getByRole('button', { name: /Group/ });
    expect(trigger.textContent).toContain('Bravo');
    expect(document.activeElement).toBe(trigger);
  });

  it('supports the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Group/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Alpha' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('Escape does not reach outer handlers', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: test wrapper listening for bubbling keys
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Single />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: /Group/ }));
    await user.keyboard('{Escape}');
    expect(outer).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('button', { name: /Group/ }));
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('multi select toggles values and stays open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sources/ }));
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    await user.click(screen.getByRole('option', { name: 'Charlie' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('option', { name: 'Alpha' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onChange).toHaveBeenLastCalledWith(['c']);
    expect(screen.getByRole('button', { name: /Sources/ }).textContent).toContain('Charlie');
  });

  it('multi select toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sources/ }));
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('does not select disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sources/ }));
    const delta = screen.getByRole('option', { name: 'Delta' });
    expect(delta.getAttribute('aria-disabled')).toBe('true');
    await user.click(delta);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('enforces the maximum selection', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi maxSelected={2} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sources/ }));
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    await user.click(screen.getByRole('option', { name: 'Bravo' }));
    expect(screen.getByText('Maximum of 2 selected')).toBeTruthy();
    const charlie = screen.getByRole('option', { name: 'Charlie' });
    expect(charlie.getAttribute('aria-disabled')).toBe('true');
    await user.click(charlie);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    expect(screen.getByRole('button', { name: /Sources/ }).textContent).toContain('2 selected');
    // Deselecting still works at the maximum.
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('filters locally when searchable without onSearch', async () => {
    const user = userEvent.setup();
    render(<Single searchable />);
    await user.click(screen.getByRole('button', { name: /Group/ }));
    const search = screen.getByRole('combobox', { name: 'Search Group' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'ha');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Alpha', 'Charlie']);
  });

  it('debounces onSearch (250 ms by default)', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(
      <Dropdown
        label="Location"
        options={OPTIONS}
        value={null}
        onChange={() => {}}
        searchable
        onSearch={onSearch}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Location/ }));
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(search, { target: { value: 'br' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('br');
    // Remote search: options are not filtered locally.
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('loads more when scrolled near the end', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <Dropdown
        label="Location"
        options={OPTIONS}
        value={null}
        onChange={() => {}}
        open
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    const list = screen.getByRole('listbox');
    Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 378, configurable: true });
    list.scrollTop = 500; // 122 px from the end: above the 50 px threshold
    fireEvent.scroll(list);
    expect(onLoadMore).not.toHaveBeenCalled();
    list.scrollTop = 580; // 42 px from the end
    fireEvent.scroll(list);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <Dropdown
        label="Location"
        options={OPTIONS}
        value={null}
        onChange={() => {}}
        open
        hasMore
        loading
        onLoadMore={onLoadMore}
      />,
    );
    fireEvent.scroll(screen.getByRole('listbox'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('applies max height and min width', () => {
    render(<Dropdown label="Source" options={OPTIONS} value={null} onChange={() => {}} open />);
    const list = screen.getByRole('listbox');
    expect(list.style.maxHeight).toBe('378px');
    expect((list.closest('.pk-dropdown') as HTMLElement).style.minWidth).toBe('200px');
  });

  it('shows an error instead of options', () => {
    render(
      <Dropdown
        label="Group"
        options={[]}
        value={null}
        onChange={() => {}}
        open
        error="Error fetching groups"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Error fetching groups');
  });
});
