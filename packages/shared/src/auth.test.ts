import { describe, expect, it } from 'vitest';
import {
  changePasswordMessages as cp,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from './auth';
import { passwordMessages } from './fields';
import { firstErrorFor } from './test-helpers';

describe('login', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required.'],
    [{ email: 'dr.rao@', password: 'x' }, 'email', 'Please enter a valid email address.'],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(loginSchema, input, field)).toBe(message);
  });

  it('has no client rule on the password beyond being present', () => {
    expect(loginSchema.safeParse({ email: 'a@b.in', password: 'short' }).success).toBe(true);
  });
});

describe('forgot password', () => {
  it('wants an address', () => {
    expect(firstErrorFor(forgotPasswordSchema, { email: 'nope' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(forgotPasswordSchema.parse({ email: ' a@b.in ' }).email).toBe('a@b.in');
  });
});

describe('reset password', () => {
  const token = 'x'.repeat(43);
  it.each([
    [{ token, newPassword: '', confirmPassword: '' }, 'newPassword', passwordMessages.required],
    [
      { token, newPassword: 'Short1!', confirmPassword: '' },
      'newPassword',
      passwordMessages.minLength,
    ],
    [
      { token, newPassword: 'Implant#2025', confirmPassword: 'Implant#2026' },
      'confirmPassword',
      'Passwords do not match!',
    ],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(resetPasswordSchema, input, field)).toBe(message);
  });
});

describe('change password', () => {
  const valid = {
    currentPassword: 'Old#Pass2024',
    newPassword: 'New#Pass2025',
    confirmPassword: 'New#Pass2025',
  };
  it.each([
    [{ ...valid, currentPassword: '' }, 'currentPassword', cp.currentRequired],
    [{ ...valid, newPassword: '' }, 'newPassword', cp.newRequired],
    [{ ...valid, newPassword: 'Ab1!' }, 'newPassword', passwordMessages.minLength],
    [{ ...valid, newPassword: 'nouppercase1!' }, 'newPassword', passwordMessages.uppercase],
    [{ ...valid, newPassword: 'NoNumber!!' }, 'newPassword', passwordMessages.number],
    [{ ...valid, newPassword: 'NoSpecial123' }, 'newPassword', passwordMessages.special],
    [
      { ...valid, newPassword: 'Old#Pass2024', confirmPassword: 'Old#Pass2024' },
      'newPassword',
      cp.sameAsCurrent,
    ],
    [{ ...valid, confirmPassword: '' }, 'confirmPassword', cp.confirmRequired],
    [{ ...valid, confirmPassword: 'New#Pass2026' }, 'confirmPassword', cp.mismatch],
  ])('%j: %s gives %j', (input, field, message) => {
    expect(firstErrorFor(changePasswordSchema, input, field)).toBe(message);
  });

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
});
