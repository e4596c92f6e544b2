import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ageOn, dateOfBirth, passwordMessages, strongPassword } from './fields';
import { firstErrorFor } from './test-helpers';

const passwordForm = z.object({ password: strongPassword() });
const dobForm = z.object({
  dob: dateOfBirth({ required: 'Date of birth is required', past: 'in the past' }),
});
const isoDaysAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

describe('the password rule', () => {
  it.each([
    [undefined, passwordMessages.required],
    ['', passwordMessages.required],
    ['Ab1!', passwordMessages.minLength],
    ['lowercase1!', passwordMessages.uppercase],
    ['NoNumbers!', passwordMessages.number],
    ['NoSpecial12', passwordMessages.special],
    ['Under_score1', passwordMessages.special],
  ])('%j gives %j', (password, message) => {
    expect(firstErrorFor(passwordForm, { password }, 'password')).toBe(message);
  });

  it.each(['Implant#2025', 'Aa1!Aa1!', 'Tooth{Root}9', 'Bone"Graft"7'])(
    'accepts %j',
    (password) => {
      expect(passwordForm.safeParse({ password }).success).toBe(true);
    },
  );
});

describe('the date of birth rule', () => {
  it.each([
    ['', 'Date of birth is required'],
    ['31/12/1990', 'Date of birth is required'],
    [isoDaysAgo(-1), 'in the past'],
    [isoDaysAgo(17, 364), 'You must be at least 18 years old'],
    [isoDaysAgo(120), 'Please enter a realistic age (less than 120 years)'],
  ])('%j gives %j', (dob, message) => {
    expect(firstErrorFor(dobForm, { dob }, 'dob')).toBe(message);
  });

  it.each([isoDaysAgo(18), isoDaysAgo(119, -1), '1980-02-29'])('accepts %j', (dob) => {
    expect(dobForm.safeParse({ dob }).success).toBe(true);
  });

  it('counts whole years up to the birthday', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });
});
