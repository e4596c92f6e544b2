import { describe, expect, it } from 'vitest';
import { addMonthsUtc, casePanelClosesAt, countdownTo, isCasePanelOpen } from './case-panel';

const at = (iso: string) => new Date(iso);

describe('the case panel closes six calendar months after approval', () => {
  it.each([
    ['2025-01-15T09:30:00.000Z', '2025-07-15T09:30:00.000Z'],
    ['2025-08-31T23:59:59.999Z', '2026-02-28T23:59:59.999Z'],
    ['2023-08-31T12:00:00.000Z', '2024-02-29T12:00:00.000Z'],
    ['2024-02-29T08:00:00.000Z', '2024-08-29T08:00:00.000Z'],
    ['2025-12-31T00:00:00.000Z', '2026-06-30T00:00:00.000Z'],
    ['2025-07-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
  ])('approved %s closes %s', (approvedAt, closesAt) => {
    expect(casePanelClosesAt(at(approvedAt)).toISOString()).toBe(closesAt);
  });

  it('is open until the closing moment and closed from it', () => {
    const approvedAt = at('2025-03-10T10:00:00.000Z');
    expect(isCasePanelOpen(approvedAt, at('2025-09-10T09:59:59.999Z'))).toBe(true);
    expect(isCasePanelOpen(approvedAt, at('2025-09-10T10:00:00.000Z'))).toBe(false);
    expect(isCasePanelOpen(approvedAt, at('2026-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('adds and clamps months across years, both ways', () => {
    expect(addMonthsUtc(at('2025-11-30T00:00:00.000Z'), 3).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addMonthsUtc(at('2025-03-31T00:00:00.000Z'), -1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });
});

describe('countdown', () => {
  it.each([
    [
      'the moment of approval: six whole months',
      '2025-01-15T09:30:00.000Z',
      '2025-07-15T09:30:00.000Z',
      { months: 6, days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      'one second after approval',
      '2025-01-15T09:30:01.000Z',
      '2025-07-15T09:30:00.000Z',
      { months: 5, days: 29, hours: 23, minutes: 59, seconds: 59 },
    ],
    [
      'months, days, hours, minutes and seconds',
      '2025-03-02T06:15:20.000Z',
      '2025-07-15T09:30:00.000Z',
      { months: 4, days: 13, hours: 3, minutes: 14, seconds: 40 },
    ],
    [
      'across the end of a 31-day month',
      '2025-01-31T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
      { months: 1, days: 1, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      'from 31 August to its clamped end of February in a leap year: six whole months',
      '2023-08-31T12:00:00.000Z',
      '2024-02-29T12:00:00.000Z',
      { months: 6, days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      'from 30 September to 29 February: five months, the 30th clamped to the month end',
      '2023-09-30T12:00:00.000Z',
      '2024-02-29T12:00:00.000Z',
      { months: 5, days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      'through 29 February',
      '2024-02-28T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
      { months: 0, days: 2, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      'the last second',
      '2025-07-15T09:29:59.000Z',
      '2025-07-15T09:30:00.000Z',
      { months: 0, days: 0, hours: 0, minutes: 0, seconds: 1 },
    ],
    [
      'under a second drops the part second',
      '2025-07-15T09:29:59.400Z',
      '2025-07-15T09:30:00.000Z',
      { months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
  ])('%s', (_, now, deadline, expected) => {
    expect(countdownTo(at(deadline), at(now))).toEqual(expected);
  });

  it('is over at the closing moment and after it', () => {
    const deadline = at('2025-07-15T09:30:00.000Z');
    expect(countdownTo(deadline, deadline)).toBeNull();
    expect(countdownTo(deadline, at('2026-07-15T09:30:00.000Z'))).toBeNull();
  });
});
