import { describe, expect, it } from 'vitest';
import { icsFor } from './calendar';

describe("an event's calendar file", () => {
  it('makes an all-day iCalendar event ending the day after its last day, text escaped', () => {
    const ics = icsFor({
      uid: 'abc@osi',
      title: 'Congress; day one, two',
      start: '2026-12-12',
      end: '2026-12-14',
      location: 'Bengaluru',
      description: 'Line one\nLine two',
      url: 'https://osi.example/events/congress',
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261212\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261215\r\n');
    expect(ics).toContain('SUMMARY:Congress\\; day one\\, two\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
