import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page moved to may take to draw its heading (its data loading) before giving up. */
const headingWaitMs = 10_000;

const focusHeading = (heading: HTMLElement) => {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
};

/**
 * Calls `found` with the page's heading once it is drawn, unless the page has put the focus in
 * itself, the visitor acts first (a key, a click) or it takes too long; `ended` is told either
 * way. Returns what stops the watch.
 */
const whenHeadingDrawn = (found: (heading: HTMLElement) => void, ended: () => void) => {
  const heading = () =>
    document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector('h1');
  const look = () => {
    const drawn = heading();
    if (!drawn) return false;
    end();
    if (!document.activeElement?.closest('#main-content')) found(drawn);
    return true;
  };
  const observer = new MutationObserver(look);
  const timer = window.setTimeout(() => end(), headingWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', end, true);
    document.removeEventListener('pointerdown', end, true);
  };
  const end = () => {
    stop();
    ended();
  };
  if (look()) return stop;
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', end, true);
  document.addEventListener('pointerdown', end, true);
  return stop;
};

/**
 * Every page moved to starts at its top, with the focus on its heading: a screen reader reads
 * out where the visitor has arrived, and the keyboard goes on from there. The page the app
 * opened on is left as the browser placed it: drawn on the server, it may have been scrolled
 * before the app took it over.
 */
export function RouteFocus() {
  const { pathname, key } = useLocation();
  // A layout first drawn after a move (the back office after signing in) counts as moved to.
  const shown = useRef(key === 'default' ? pathname : null);
  const headingWanted = useRef(false);
  useEffect(() => {
    if (shown.current !== pathname) {
      shown.current = pathname;
      headingWanted.current = true;
      window.scrollTo(0, 0);
    }
    if (!headingWanted.current) return;
    return whenHeadingDrawn(focusHeading, () => {
      headingWanted.current = false;
    });
  }, [pathname]);
  return null;
}
