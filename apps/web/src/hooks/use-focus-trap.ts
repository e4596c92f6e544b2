import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from '@/utils/focusable';

/**
 * Keeps keyboard focus inside `containerRef` while the calling component is mounted: focuses
 * `initialFocusRef` (or the first focusable element) on mount, wraps Tab and Shift+Tab, and
 * gives focus back to the element that had it before. Attach the returned handler as onKeyDown.
 */
export const useFocusTrap = (
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) => {
  useEffect(() => {
    const previouslyFocused = document.activeElement;
    const container = containerRef.current;
    const initial = initialFocusRef?.current ?? (container && focusableWithin(container)[0]);
    (initial ?? container)?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [containerRef, initialFocusRef]);

  return useCallback(
    (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableWithin(container);
      const last = focusable.length - 1;
      const current = focusable.indexOf(document.activeElement as HTMLElement);
      let target: HTMLElement | undefined;
      if (event.shiftKey && current <= 0) target = focusable[last];
      else if (!event.shiftKey && (current === -1 || current === last)) target = focusable[0];
      else return;
      event.preventDefault();
      target?.focus();
    },
    [containerRef],
  );
};
