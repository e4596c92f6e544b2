import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubScreen } from './screen-size';

beforeEach(() => {
  // jsdom does not scroll; the app scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubScreen('narrow');
});

afterEach(() => {
  cleanup();
  // The registration wizard keeps its entries there across reloads; each test starts afresh.
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
