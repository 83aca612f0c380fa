import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isStagingEnvironment } from '../lib/env';
import { StagingBadge } from './StagingBadge';

describe('StagingBadge', () => {
  it('shows in staging, qa and sandbox only', () => {
    expect(['staging', 'QA', 'sandbox'].map((e) => isStagingEnvironment(e))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isStagingEnvironment('production')).toBe(false);
    const { rerender, container } = render(<StagingBadge env="qa" />);
    expect(screen.getByRole('note', { name: 'Environment: qa' }).textContent).toBe('QA');
    rerender(<StagingBadge env="production" />);
    expect(container.textContent).toBe('');
  });
});
