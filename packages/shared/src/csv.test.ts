import { describe, expect, it } from 'vitest';
import { csvCell, exportTimestamp, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    ['plain', '"plain"'],
    ['Say "hello"', '"Say ""hello"""'],
    ['a,b\nc', '"a,b\nc"'],
    [null, '""'],
    [42, '"42"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+91 98765', `"'+91 98765"`],
    ['-1', `"'-1"`],
  ])('%j becomes %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('gives an instant in India’s time, whether a Date or as the API writes it', () => {
    expect(csvCell('2026-05-25T20:30:00.000Z')).toBe('"2026-05-26T02:00:00.000+05:30"');
    expect(csvCell(new Date('2026-05-25T20:30:00Z'))).toBe('"2026-05-26T02:00:00.000+05:30"');
    expect(csvCell('2026-05-25')).toBe('"2026-05-25"');
  });

  it('writes a header and one line per record, in column order', () => {
    const csv = toCsv(
      ['firstName', 'email'],
      [
        { firstName: 'Ananya', email: 'a@b.in', ignored: 'x' },
        { firstName: 'Ravi "RK"', email: 'r@b.in', ignored: 'y' },
      ],
    );
    expect(csv).toBe('"firstName","email"\n"Ananya","a@b.in"\n"Ravi ""RK""","r@b.in"\n');
  });

  it('stamps file names in India’s time without characters file systems dislike', () => {
    expect(exportTimestamp(new Date('2026-11-22T20:15:30.123Z'))).toBe(
      '2026-11-23T01-45-30-123+05-30',
    );
  });
});
