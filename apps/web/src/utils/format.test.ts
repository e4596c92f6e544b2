import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCount, formatNumber } from './format';

describe('numbers and dates as the pages write them', () => {
  it('groups a number as India writes it', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(999)).toBe('999');
  });

  it('counts things with the word for one or for several', () => {
    expect(formatCount(1, 'reply', 'replies')).toBe('1 reply');
    expect(formatCount(12345, 'reply', 'replies')).toBe('12,345 replies');
  });

  it('writes a calendar date whatever the reader’s time zone', () => {
    expect(formatCalendarDate('1988-04-12')).toBe('12 April 1988');
  });
});
