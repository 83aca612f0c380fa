import { useNavigation } from '@plaudit/hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen the user went to (a link, Back or Forward) closes the mobile menu. A redirect
 * (a replace, such as / to the dashboard while the session loads) leaves the menu as the user
 * set it, so a tap on Menu during a redirect is not undone a moment later.
 */
export function useCloseMenuOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const setOpen = useNavigation((s) => s.setOpen);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current || navigationType !== 'REPLACE') setOpen(false);
    mounted.current = true;
  }, [pathname, navigationType, setOpen]);
}
