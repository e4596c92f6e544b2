import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page moved to may take to draw its heading (its data loading) before giving up. */
const drawWaitMs = 10_000;

/** The page's heading, or the section a `#fragment` names. */
const destination = (hash: string) => () =>
  hash
    ? document.getElementById(decodeURIComponent(hash.slice(1)))
    : (document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector('h1'));

/**
 * Focuses the section arrived at and scrolls to it, or the heading, unless the page has put the
 * focus on one of its own fields.
 */
const arriveAt = (hash: string) => (target: HTMLElement) => {
  if (!hash && document.activeElement?.closest('#main-content')) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (hash) target.scrollIntoView();
};

/**
 * Calls `found` with what `find` looks for once it is drawn, unless the visitor acts first (a
 * key, a click) or it takes too long; `ended` is told either way. Returns what stops the watch.
 */
const whenDrawn = (
  find: () => HTMLElement | null,
  found: (element: HTMLElement) => void,
  ended: () => void,
) => {
  const look = () => {
    const drawn = find();
    if (!drawn) return false;
    end();
    found(drawn);
    return true;
  };
  const observer = new MutationObserver(look);
  const timer = window.setTimeout(() => end(), drawWaitMs);
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
 * out where the visitor has arrived, and the keyboard goes on from there. An address with a
 * `#fragment` goes to that section instead. The page the app opened on is left as the browser
 * placed it: drawn on the server, it may have been scrolled before the app took it over.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  const place = pathname + hash;
  // A layout first drawn after a move (the back office after signing in) counts as moved to.
  const shown = useRef(key === 'default' ? place : null);
  const arrivalWanted = useRef(false);
  useEffect(() => {
    if (shown.current !== place) {
      shown.current = place;
      arrivalWanted.current = true;
      if (!hash) window.scrollTo(0, 0);
    }
    if (!arrivalWanted.current) return;
    return whenDrawn(destination(hash), arriveAt(hash), () => {
      arrivalWanted.current = false;
    });
  }, [place, hash]);
  return null;
}
