import { describe, expect, it } from 'vitest';
import { formatDays } from './calendar';

describe('event dates', () => {
  it('shows one day or a range', () => {
    expect(formatDays('2026-12-12')).toBe('12 December 2026');
    expect(formatDays('2026-12-12', '2026-12-14')).toBe('12 December 2026 – 14 December 2026');
  });
});
