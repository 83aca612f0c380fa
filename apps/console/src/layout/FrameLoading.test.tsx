import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameLoading } from './FrameLoading';

function stubMatchMedia(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

// While the signed-in frame's chunk loads, its place holder has the frame's shape (navigation
// column or mobile header beside the page skeleton), so the page does not jump when it arrives.
describe('FrameLoading', () => {
  it('keeps the navigation column beside the page skeleton on a wide screen', () => {
    stubMatchMedia(false);
    const { container } = render(<FrameLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.app-shell > .app-nav > .pk-sidenav')).not.toBeNull();
    expect(container.querySelector('.mobile-header')).toBeNull();
    expect(container.querySelector('.app-main-column .page-skeleton')).not.toBeNull();
  });

  it('keeps the mobile header above the page skeleton under 1100 px', () => {
    stubMatchMedia(true);
    const { container } = render(<FrameLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.app-shell--mobile > .mobile-header')).not.toBeNull();
    expect(container.querySelector('.app-nav')).toBeNull();
  });
});
