import type { MediaCategory, MediaPhoto } from '@plaudit/api-client';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AssignCategoryStep,
  replacesExistingPhoto,
  useOverrideConfirmation,
} from './AssignCategoryStep';

const CATEGORIES = [
  { id: 1, code: 'LOGO', name: 'Logo' },
  { id: 2, code: 'INTERIOR', name: 'Interior' },
] as MediaCategory[];
const EXISTING = [{ category: 'LOGO' }, { category: 'INTERIOR' }] as MediaPhoto[];

function renderStep(categoryCode: string, open: boolean) {
  const override = { open, close: vi.fn(), allows: vi.fn() };
  const onCategoryChange = vi.fn();
  const onReplace = vi.fn();
  render(
    <AssignCategoryStep
      categories={CATEGORIES}
      categoryCode={categoryCode}
      onCategoryChange={onCategoryChange}
      override={override}
      onReplace={onReplace}
    />,
  );
  return { override, onCategoryChange, onReplace };
}

describe('AssignCategoryStep', () => {
  it('offers no category or each category', () => {
    const { onCategoryChange } = renderStep('', false);
    const select = screen.getByLabelText('Photo category (optional)');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'No category',
      'Logo',
      'Interior',
    ]);
    fireEvent.change(select, { target: { value: 'INTERIOR' } });
    expect(onCategoryChange).toHaveBeenCalledWith('INTERIOR');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before replacing the existing photo', () => {
    const { override, onReplace } = renderStep('LOGO', true);
    const dialog = screen.getByRole('dialog', { name: 'Override existing photo' });
    expect(dialog.textContent).toContain(
      'This location already has a Logo in this category. Uploading will replace it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(override.close).toHaveBeenCalledTimes(1);
    expect(onReplace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(override.close).toHaveBeenCalledTimes(2);
    expect(onReplace).toHaveBeenCalledTimes(1);
  });
});

describe('useOverrideConfirmation', () => {
  it('stops once for a logo or cover the location has, then lets the wizard go on', () => {
    const { result } = renderHook(() => useOverrideConfirmation(EXISTING));
    let allowed = true;
    act(() => {
      allowed = result.current.allows('LOGO');
    });
    expect(allowed).toBe(false);
    expect(result.current.open).toBe(true);
    act(() => {
      allowed = result.current.allows('LOGO');
    });
    expect(allowed).toBe(true);
    expect(result.current.open).toBe(false);
    act(() => {
      allowed = result.current.allows('INTERIOR');
    });
    expect(allowed).toBe(true);
    expect(result.current.open).toBe(false);
  });

  it('replacesExistingPhoto: only a logo or cover the location already has', () => {
    expect(replacesExistingPhoto('LOGO', EXISTING)).toBe(true);
    expect(replacesExistingPhoto('COVER', EXISTING)).toBe(false);
    expect(replacesExistingPhoto('INTERIOR', EXISTING)).toBe(false);
    expect(replacesExistingPhoto('', EXISTING)).toBe(false);
  });
});
