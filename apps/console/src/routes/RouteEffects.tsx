import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageview } from '../analytics/analytics';

/** On every route change: scroll to the top and record a page view (spec 1 section 2). */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const path = pathname + search;
    if (last.current === path) return;
    const samePage = last.current?.split('?')[0] === pathname;
    last.current = path;
    // A filter change on the same screen keeps the position; a new screen starts at the top.
    if (!samePage) window.scrollTo?.(0, 0);
    trackPageview(path);
  }, [pathname, search]);
  return null;
}
