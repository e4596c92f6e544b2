import { vi } from 'vitest';

/** jsdom has no media queries: on a 'wide' screen every (min-width) query matches, on 'narrow' none. */
export const stubScreen = (size: 'narrow' | 'wide') =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: size === 'wide',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

/** jsdom lays nothing out: every observed element counts as in view at once. */
export const stubIntersections = () =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.report(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
