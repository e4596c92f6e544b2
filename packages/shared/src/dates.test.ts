import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, isoInIndia, societyDay, societyYear } from './dates';

// 8:59 pm on 25 May in New York is already 26 May in India.
const moment = '2026-05-26T00:59:00.250Z';

describe('the society’s dates, read on a computer in New York', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('runs where the local day is still 25 May', () => {
    expect(new Date(moment).getDate()).toBe(25);
  });

  it('shows every date and time in India’s time zone', () => {
    expect(formatDateTime(moment)).toBe('26 May 2026, 6:29 am IST');
    expect(formatLongDate(new Date(moment))).toBe('26 May 2026');
    expect(societyDay(moment)).toBe('2026-05-26');
    expect(isoInIndia(moment)).toBe('2026-05-26T06:29:00.250+05:30');
  });

  it('counts the year in India', () => {
    expect(societyYear('2026-12-31T19:00:00Z')).toBe(2027);
  });
});
