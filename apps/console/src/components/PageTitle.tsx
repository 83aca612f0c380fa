import { useEffect } from 'react';

/** Sets the document title: `{title} · Plaudit`. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Plaudit` : 'Plaudit';
  }, [title]);
}
