import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCount, formatNumber } from './format';

const intlDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlNumber = new Intl.NumberFormat('en-IN');

describe('numbers and dates as the pages write them', () => {
  it('groups a number as India writes it', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(999)).toBe('999');
  });

  it('writes every whole number as Intl does for en-IN', () => {
    const samples = [
      ...Array.from({ length: 2_001 }, (_, index) => index - 1_000),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power - 1),
      ...Array.from({ length: 500 }, (_, index) => Math.floor((index * 7_919) ** 2.3)),
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    for (const count of samples) expect(formatNumber(count)).toBe(intlNumber.format(count));
  });

  it('refuses what is not a whole number rather than write it wrong', () => {
    expect(() => formatNumber(1.5)).toThrow(RangeError);
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });

  it('counts things with the word for one or for several', () => {
    expect(formatCount(1, 'reply', 'replies')).toBe('1 reply');
    expect(formatCount(12345, 'reply', 'replies')).toBe('12,345 replies');
  });

  it('writes a calendar date whatever the reader’s time zone', () => {
    expect(formatCalendarDate('1988-04-12')).toBe('12 April 1988');
  });

  it('writes every day of 1990 to 2040 as Intl does for en-IN', () => {
    for (let day = Date.UTC(1990, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      expect(formatCalendarDate(date)).toBe(intlDate.format(new Date(day)));
    }
  });

  it('refuses what is not a calendar date', () => {
    for (const date of [
      '',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-02-29',
      '27 November 2026',
    ]) {
      expect(() => formatCalendarDate(date)).toThrow(RangeError);
    }
  });
});
