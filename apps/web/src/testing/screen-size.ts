import { vi } from 'vitest';

/** jsdom has no media queries: on a 'wide' screen every (min-width) query matches, on 'narrow' none. */
export const stubScreen = (size: 'narrow' | 'wide') =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: size === 'wide',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
