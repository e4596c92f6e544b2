import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

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
 * key, a click) or it takes too long; `ended` is told either way, and whether the visitor acted.
 * Returns what stops the watch.
 */
const whenDrawn = (
  find: () => HTMLElement | null,
  found: (element: HTMLElement) => void,
  ended: (visitorActed: boolean) => void,
) => {
  const look = () => {
    const drawn = find();
    if (!drawn) return false;
    end(false);
    found(drawn);
    return true;
  };
  const observer = new MutationObserver(look);
  const timer = window.setTimeout(() => end(false), drawWaitMs);
  const acted = () => end(true);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', acted, true);
    document.removeEventListener('pointerdown', acted, true);
  };
  const end = (visitorActed: boolean) => {
    stop();
    ended(visitorActed);
  };
  if (look()) return stop;
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', acted, true);
  document.addEventListener('pointerdown', acted, true);
  return stop;
};

/**
 * Every page moved to starts at its top, with the focus on its heading: a screen reader reads
 * out where the visitor has arrived, and the keyboard goes on from there. An address with a
 * `#fragment` goes to that section instead. The page the app opened on is left as the browser
 * placed it: drawn on the server, it may have been scrolled before the app took it over. A
 * redirect (a members-only page sending a signed-out visitor to the login page) ends the move
 * that led to it, so a visitor who acted while waiting (opened a menu) keeps their place.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const place = pathname + hash;
  // A layout first drawn after a move (the back office after signing in) counts as moved to.
  const shown = useRef(key === 'default' ? place : null);
  const arrivalWanted = useRef(false);
  const actedOnTheWay = useRef(false);
  useEffect(() => {
    if (shown.current !== place) {
      shown.current = place;
      const redirectedAfterActing =
        navigationType === NavigationType.Replace && actedOnTheWay.current;
      actedOnTheWay.current = false;
      if (redirectedAfterActing) return;
      arrivalWanted.current = true;
      if (!hash) window.scrollTo(0, 0);
    }
    if (!arrivalWanted.current) return;
    return whenDrawn(destination(hash), arriveAt(hash), (visitorActed) => {
      arrivalWanted.current = false;
      actedOnTheWay.current = visitorActed;
    });
  }, [place, hash, navigationType]);
  return null;
}
