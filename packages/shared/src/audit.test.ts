import { describe, expect, it } from 'vitest';
import { changeValueText } from './audit';

const instant = (iso: string) => `at ${iso.slice(0, 10)}`;
const text = (value: unknown) => changeValueText(value, instant);

describe('changeValueText', () => {
  it('writes nothing, an empty text and an empty list as a dash', () => {
    expect([null, undefined, '', [], {}].map(text)).toEqual(['—', '—', '—', '—', '—']);
  });

  it('writes an instant the API wrote by the given format, and other text as it is', () => {
    expect(text('2026-04-15T04:30:00.000Z')).toBe('at 2026-04-15');
    expect(text('2026-04-15')).toBe('2026-04-15');
    expect(text(5000)).toBe('5000');
    expect(text(false)).toBe('false');
  });

  it('writes a list of records, such as co-investigators, as their filled-in fields', () => {
    const coInvestigators = [
      { name: 'Arjun Nair', email: 'arjun@example.in', age: '' },
      { name: 'Kavya Menon', email: '', age: 41 },
    ];
    expect(text(coInvestigators)).toBe(
      'name: Arjun Nair, email: arjun@example.in; name: Kavya Menon, age: 41',
    );
  });
});
