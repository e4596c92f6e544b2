import { useEffect, useRef } from 'react';

/**
 * Gives the focus back after a busy spell that took it away: `remember` notes the focused
 * element (a button or file input about to be disabled, a checkout about to open), and once
 * `busy` ends the focus returns to it, if it is still on the page and the focus has fallen to
 * the page's body meanwhile.
 */
export const useFocusReturn = (busy: boolean) => {
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const element = focused.current;
    focused.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [busy]);
  return {
    remember: () => {
      focused.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
  };
};
