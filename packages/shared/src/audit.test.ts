import { describe, expect, it } from 'vitest';
import { auditFieldLabel, changeValueText } from './audit';

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
      'Name: Arjun Nair, Email: arjun@example.in; Name: Kavya Menon, Age: 41',
    );
  });
});

describe('auditFieldLabel', () => {
  it('reads a field name as words, with its own wording where the name is short for one', () => {
    expect(auditFieldLabel('status')).toBe('Status');
    expect(auditFieldLabel('membershipTypeId')).toBe('Membership type ID');
    expect(auditFieldLabel('refundedAt')).toBe('Refunded at');
    expect(auditFieldLabel('dentalRegNumber')).toBe('Dental registration number');
    expect(auditFieldLabel('dob')).toBe('Date of birth');
  });

  it('names an amount without its paise, whose values read in rupees', () => {
    expect(auditFieldLabel('membershipPricePaise')).toBe('Membership price');
    expect(changeValueText(150000, instant, 'membershipPricePaise')).toBe('₹1,500.00');
    expect(changeValueText([{ amountPaise: 5000 }], instant)).toBe('Amount: ₹50.00');
    expect(changeValueText(150000, instant, 'count')).toBe('150000');
  });
});
