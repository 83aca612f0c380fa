import { getNavigationStore } from '@plaudit/hooks';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCloseMenuOnNavigation } from './close-menu-on-navigation';

function Screen() {
  useCloseMenuOnNavigation();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const open = () => getNavigationStore().getState().open;
const openMenu = () => act(() => getNavigationStore().getState().setOpen(true));

describe('the mobile menu on navigation', () => {
  afterEach(() => act(() => getNavigationStore().getState().setOpen(false)));

  it('closes when the user goes to another screen or back', async () => {
    const router = renderAt('/dashboard');
    openMenu();
    await act(() => router.navigate('/reviews'));
    expect(open()).toBe(false);
    openMenu();
    await act(() => router.navigate(-1));
    expect(open()).toBe(false);
  });

  it('stays open through a redirect, such as / to the dashboard', async () => {
    const router = renderAt('/');
    openMenu();
    await act(() => router.navigate('/dashboard', { replace: true }));
    expect(open()).toBe(true);
  });

  it('starts closed on a new page load', () => {
    act(() => getNavigationStore().getState().setOpen(true));
    renderAt('/dashboard');
    expect(open()).toBe(false);
  });
});
