import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new page starts at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
