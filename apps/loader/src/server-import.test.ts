import { describe, expect, it } from 'vitest';

// The runtime must be importable where there is no window or document (SSR, Node).
describe('@plaudit/amplify on a server', () => {
  it('imports without touching the DOM', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const amplify = await import('@plaudit/amplify');
    expect(typeof amplify.mount).toBe('function');
    expect(typeof amplify.destroy).toBe('function');
    expect(() => amplify.mount({} as Element, {})).toThrow(/needs a browser/);
  });

  it('the React wrapper imports on a server too', async () => {
    const { PlauditWidget } = await import('@plaudit/amplify/react');
    expect(typeof PlauditWidget).toBe('function');
  });
});
