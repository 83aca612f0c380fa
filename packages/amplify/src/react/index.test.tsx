import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sampleStarSnapshot, sampleTeaser } from '../sample-widgets';
import { PlauditWidget } from './index';

// Preact's hooks flush effects after a frame, or after a 35 ms timer that calls
// cancelAnimationFrame: let that timer run while this file's jsdom globals still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

// The runtime's first import is transformed on demand: slow on a busy machine.
const WAIT = { timeout: 20_000 };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

function render(props: Parameters<typeof PlauditWidget>[0]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(createElement(PlauditWidget, props)));
  return host.querySelector<HTMLElement>('[data-plaudit-kind]')!;
}

describe('PlauditWidget (React)', () => {
  it('reserves the kind’s height at once, then paints once the runtime has loaded', async () => {
    const ready = vi.fn();
    const el = render({ payload: sampleStarSnapshot, onReady: ready });
    expect(el.style.minHeight).not.toBe('');
    await vi.waitFor(() => expect(ready).toHaveBeenCalledWith(true), WAIT);
    expect(el.shadowRoot?.querySelector('[part="rating"]')?.textContent).toBe('4.63');
  });

  it('takes a payload that changed while the runtime was loading', async () => {
    const ready = vi.fn();
    const el = render({ payload: sampleStarSnapshot, onReady: ready });
    const newer = {
      ...sampleStarSnapshot,
      data: {
        ...sampleStarSnapshot.data,
        summary: { ...sampleStarSnapshot.data.summary, average: 3.5 },
      },
    };
    act(() => root!.render(createElement(PlauditWidget, { payload: newer, onReady: ready })));
    await vi.waitFor(() => expect(ready).toHaveBeenCalledWith(true), WAIT);
    expect(el.shadowRoot?.querySelector('[part="rating"]')?.textContent).toBe('3.50');
  });

  it('mounts nothing when unmounted before the runtime arrived', async () => {
    const ready = vi.fn();
    const el = render({ payload: sampleTeaser, onReady: ready });
    act(() => root!.unmount());
    root = undefined;
    // Give the runtime's import time to settle: nothing may paint into the detached element.
    await import('../mount');
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot).toBeNull();
    expect(ready).not.toHaveBeenCalled();
  });
});
