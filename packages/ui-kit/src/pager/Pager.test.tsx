import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampPage, Pager } from './Pager';

describe('clampPage', () => {
  it.each([
    [undefined, 5, 1],
    [null, 5, 1],
    [0, 5, 1],
    [-3, 5, 1],
    ['abc', 5, 1],
    ['3', 5, 3],
    [3, 5, 3],
    [9, 5, 5],
    [2, 0, 1],
    [2.7, 5, 2],
  ] as const)('clampPage(%j, %j) = %j', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('Pager', () => {
  it('renders a labelled navigation with the current page', () => {
    render(<Pager page={2} pageCount={4} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
  });

  it('moves first, previous, next and last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={2} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [1], [3], [4]]);
  });

  it('clamps the shown page and disables buttons at the ends', () => {
    const { rerender } = render(<Pager page={0} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    rerender(<Pager page={10} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('can hide first and last', () => {
    render(<Pager page={1} pageCount={3} onPageChange={() => {}} showFirstLast={false} />);
    expect(screen.queryByRole('button', { name: 'First page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});
