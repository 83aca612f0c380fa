import type { DateDescriptor } from '@plaudit/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangeValue } from './DateRangePicker';

const TODAY = '2024-05-15';

function Harness(props: {
  onChange?: (v: DateRangeValue) => void;
  hidden?: DateDescriptor[];
  descriptors?: DateDescriptor[];
  disabled?: Partial<Record<DateDescriptor, string>>;
}) {
  const [value, setValue] = useState<DateRangeValue>({
    descriptor: 'sevenDays',
    from: '2024-05-08',
    to: '2024-05-15',
  });
  return (
    <DateRangePicker
      value={value}
      today={TODAY}
      hiddenDescriptors={props.hidden}
      descriptors={props.descriptors}
      disabledDescriptors={props.disabled}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Date range/ }));
  return screen.getByRole('dialog', { name: 'Date range' });
};

describe('DateRangePicker', () => {
  it('shows the current descriptor and every option by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /Date range/ });
    expect(trigger.textContent).toContain('7 days');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await openPicker(user);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    for (const name of [
      'Today',
      'Yesterday',
      '14 days',
      'Last calendar week',
      'Year to date',
      'All time',
      'Custom',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const current = screen.getByRole('button', { name: '7 days' });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(current);
  });

  it('applies a preset with its resolved range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Previous quarter' }));
    expect(onChange).toHaveBeenCalledWith({
      descriptor: 'prevQuarter',
      from: '2024-01-01',
      to: '2024-03-31',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Date range/ }).textContent).toContain(
      'Previous quarter',
    );
  });

  it('can hide options such as 14 days', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        descriptors={[
          'thirtyDays',
          'fourteenDays',
          'sixMonths',
          'twelveMonths',
          'twoYears',
          'allTime',
        ]}
        hidden={['fourteenDays']}
      />,
    );
    await openPicker(user);
    expect(screen.queryByRole('button', { name: '14 days' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Custom' })).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '30 days',
      '6 months',
      '12 months',
      '2 years',
      'All time',
    ]);
  });

  it('can disable options with a reason', async () => {
    const user = userEvent.setup();
    render(<Harness disabled={{ allTime: 'All time date option is not supported' }} />);
    await openPicker(user);
    const allTime = screen.getByRole('button', { name: 'All time' }) as HTMLButtonElement;
    expect(allTime.disabled).toBe(true);
    expect(allTime.title).toBe('All time date option is not supported');
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Date range/ }));
  });

  it('requires both custom dates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(document.activeElement).toBe(from);
    await user.type(from, '05/01/24');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Date Required');
    expect(screen.getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['5/1/24', '05/10/24'],
    ['02/30/24', '05/10/24'],
    ['05/10/24', '05/01/24'],
    ['05/01/24', '05/16/24'],
  ])('refuses %s – %s with Invalid Date Range', async (fromText, toText) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), fromText);
    await user.type(screen.getByRole('textbox', { name: 'To' }), `${toText}{Enter}`);
    expect(screen.getByRole('alert').textContent).toBe('Invalid Date Range');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid custom range and shows it on the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), '04/01/24');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '05/15/24');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      descriptor: 'custom',
      from: '2024-04-01',
      to: '2024-05-15',
    });
    const trigger = screen.getByRole('button', { name: /Date range/ });
    expect(trigger.textContent).toContain('04/01/24 – 05/15/24');
    // Re-opening pre-fills the custom inputs.
    await user.click(trigger);
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe(
      '04/01/24',
    );
  });
});
