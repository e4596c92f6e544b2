import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './days';
import {
  financialYear,
  memberTermMessages,
  memberTermUpdateSchema,
  membershipYearMessages,
  membershipYearSettingsFormSchema,
  renewalStart,
  standingOn,
  termFrom,
  termEnd,
  termStart,
} from './membership-year';
import { termChoiceOf, termLabels, termYearsOfChoice } from './membership-terms';
import { firstErrorFor } from './test-helpers';

describe('a term of membership', () => {
  it('starts a year before the day after it ends, never before the member’s first day', () => {
    expect(termStart('2025-04-01', '2026-03-31', 1)).toBe('2025-04-01');
    expect(termStart('2025-04-01', '2027-03-31', 1)).toBe('2026-04-01');
    expect(termStart('2025-04-01', '2029-11-25', 3)).toBe('2026-11-26');
    expect(termStart('2025-04-01', '2025-12-31', 1)).toBe('2025-04-01');
  });

  it('ends the day before its anniversary', () => {
    expect(termEnd('2026-04-01', 1)).toBe('2027-03-31');
    expect(termEnd('2026-11-26', 3)).toBe('2029-11-25');
  });

  it('counts a leap day once', () => {
    expect(termEnd('2023-03-01', 1)).toBe('2024-02-29');
    expect(termEnd('2024-02-29', 1)).toBe('2025-02-28');
    expect(termEnd('2024-02-29', 4)).toBe('2028-02-28');
    expect(termEnd('2024-02-28', 1)).toBe('2025-02-27');
  });

  it('keeps month ends and the year end', () => {
    expect(termEnd('2026-01-31', 1)).toBe('2027-01-30');
    expect(termEnd('2026-12-31', 1)).toBe('2027-12-30');
    expect(termEnd('2027-01-01', 1)).toBe('2027-12-31');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
  });

  it('gives a term of years an end, and life none', () => {
    expect(termFrom('2026-04-01', 3)).toEqual({ validUntil: '2029-03-31', lifeMember: false });
    expect(termFrom('2026-04-01', null)).toEqual({ validUntil: null, lifeMember: true });
  });

  it('renews from the later of the current end and today', () => {
    expect(renewalStart('2026-12-06', '2026-11-26')).toBe('2026-12-07');
    expect(renewalStart('2026-11-25', '2026-11-26')).toBe('2026-11-26');
    expect(renewalStart('2026-10-01', '2026-11-26')).toBe('2026-11-26');
    expect(renewalStart(null, '2026-11-26')).toBe('2026-11-26');
  });
});

describe('standing', () => {
  const on = (validUntil: string | null, today: string, graceDays = 30) =>
    standingOn({ lifeMember: false, validUntil }, today, graceDays);

  it('is active with more than 30 days left and expiring from 30 days to the last day', () => {
    expect(on('2026-12-27', '2026-11-26')).toBe('active');
    expect(on('2026-12-26', '2026-11-26')).toBe('expiring');
    expect(on('2026-11-26', '2026-11-26')).toBe('expiring');
  });

  it('is in grace for the configured days after the end, then lapsed', () => {
    expect(on('2026-11-25', '2026-11-26')).toBe('grace');
    expect(on('2026-10-27', '2026-11-26')).toBe('grace');
    expect(on('2026-10-26', '2026-11-26')).toBe('lapsed');
    expect(on('2026-11-25', '2026-11-26', 0)).toBe('lapsed');
  });

  it('keeps life members active and applicants without a term without standing', () => {
    expect(standingOn({ lifeMember: true, validUntil: null }, '2026-11-26', 30)).toBe('active');
    expect(standingOn({ lifeMember: true, validUntil: '2001-01-01' }, '2026-11-26', 0)).toBe(
      'active',
    );
    expect(on(null, '2026-11-26')).toBeNull();
  });
});

describe('the financial year', () => {
  it('runs from April to March', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2099-12-01')).toBe('2099-00');
  });
});

describe("a type's term as the Membership Type page sets it", () => {
  it('is a number of years or life, both ways', () => {
    expect(termChoiceOf(null)).toBe('life');
    expect(termChoiceOf(3)).toBe('3');
    expect(termYearsOfChoice('life')).toBeNull();
    expect(termYearsOfChoice('10')).toBe(10);
    expect([termLabels['1'], termLabels['2'], termLabels.life]).toEqual([
      '1 year',
      '2 years',
      'Life',
    ]);
  });
});

describe("an administrator's change of a member's term", () => {
  it('is a day, or life', () => {
    expect(memberTermUpdateSchema.parse({ validUntil: '2027-03-31' })).toEqual({
      lifeMember: false,
      validUntil: '2027-03-31',
    });
    expect(memberTermUpdateSchema.parse({ lifeMember: true, validUntil: '2027-03-31' })).toEqual({
      lifeMember: true,
      validUntil: null,
    });
    for (const validUntil of ['', '2027-02-29', '31/03/2027']) {
      expect(firstErrorFor(memberTermUpdateSchema, { validUntil }, 'validUntil')).toBe(
        memberTermMessages.validUntilRequired,
      );
    }
  });
});

describe('the membership year settings form', () => {
  it('reads reminder days typed as lists, largest first without repeats', () => {
    expect(
      membershipYearSettingsFormSchema.parse({
        graceDays: '15',
        remindBeforeDays: '7, 30,0, 7',
        remindAfterDays: '',
      }),
    ).toEqual({ graceDays: 15, remindBeforeDays: [30, 7, 0], remindAfterDays: [] });
  });

  it('says what is wrong on the field', () => {
    const valid = { graceDays: '30', remindBeforeDays: '30', remindAfterDays: '14' };
    const cases: [object, string, string][] = [
      [{ graceDays: '' }, 'graceDays', 'Please enter the grace period'],
      [{ graceDays: '400' }, 'graceDays', 'The grace period must be at most 365 days'],
      [{ remindBeforeDays: '30, soon' }, 'remindBeforeDays', membershipYearMessages.dayList],
      [{ remindBeforeDays: '1,2,3,4,5,6,7' }, 'remindBeforeDays', membershipYearMessages.tooMany],
      [{ remindAfterDays: '0' }, 'remindAfterDays', 'The days after the end must be at least 1'],
    ];
    for (const [change, field, message] of cases) {
      expect(firstErrorFor(membershipYearSettingsFormSchema, { ...valid, ...change }, field)).toBe(
        message,
      );
    }
  });
});
