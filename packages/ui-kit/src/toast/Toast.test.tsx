import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DEFAULT_DURATION,
  TOAST_FADE_MS,
  Toast,
  type ToastData,
  ToastViewport,
} from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderToast(toast: Partial<ToastData> = {}) {
  const onDismiss = vi.fn();
  const data: ToastData = { id: 't1', level: 'info', message: 'Filter deleted', ...toast };
  render(<Toast toast={data} onDismiss={onDismiss} />);
  return onDismiss;
}

describe('Toast', () => {
  it('uses the spec constants', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(4000);
    expect(TOAST_FADE_MS).toBe(120);
  });

  it('alert toasts use role=alert, others role=status', () => {
    render(
      <ToastViewport
        onDismiss={() => {}}
        toasts={[
          { id: 'a', level: 'alert', message: 'Error saving filter' },
          { id: 'b', level: 'success', message: 'Filter saved' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Error saving filter');
    expect(screen.getByRole('status').textContent).toContain('Filter saved');
  });

  it('fades after the default 4000 ms then dismisses after 120 ms', () => {
    const onDismiss = renderToast();
    const toast = screen.getByRole('status');
    advance(3999);
    expect(toast.className).not.toContain('pk-toast--leaving');
    advance(1);
    expect(toast.className).toContain('pk-toast--leaving');
    advance(119);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('honours a custom duration', () => {
    const onDismiss = renderToast({ duration: 5000, level: 'success', message: 'Filter saved' });
    advance(4999 + TOAST_FADE_MS);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalled();
  });

  it.each([0, -1])('stays until closed with duration %i', (duration) => {
    const onDismiss = renderToast({ duration });
    advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('status'));
    advance(TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses on click', () => {
    const onDismiss = renderToast({ duration: 0 });
    fireEvent.click(screen.getByText('Filter deleted'));
    expect(screen.getByRole('status').className).toContain('pk-toast--leaving');
    advance(TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it.each(['Enter', 'Escape'])('dismisses on %s', (key) => {
    const onDismiss = renderToast({ duration: 0 });
    const toast = screen.getByRole('status');
    toast.focus();
    fireEvent.keyDown(toast, { key });
    advance(TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses with the close button', () => {
    const onDismiss = renderToast({ duration: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('runs the action then dismisses', () => {
    const onClick = vi.fn();
    const onDismiss = renderToast({ duration: 0, action: { label: 'Undo', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    advance(TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered', () => {
    const onDismiss = renderToast();
    const toast = screen.getByRole('status');
    advance(3000);
    fireEvent.mouseEnter(toast);
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    advance(TOAST_DEFAULT_DURATION + TOAST_FADE_MS);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders the custom node for the custom level', () => {
    renderToast({ level: 'custom', message: undefined, customNode: <strong>Custom body</strong> });
    expect(screen.getByText('Custom body').tagName).toBe('STRONG');
    expect(screen.getByRole('status').className).toContain('pk-toast--custom');
  });
});
