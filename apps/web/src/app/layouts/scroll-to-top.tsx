import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every page moved to starts at its top. The first page is left where the browser placed it:
 * drawn on the server, it may have been scrolled before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
