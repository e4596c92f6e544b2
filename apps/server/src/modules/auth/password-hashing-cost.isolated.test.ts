import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAdmin, insertMember } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The real argon2, watched: a refused request must not cost a password hash or check.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, hash: vi.fn(actual.hash), verify: vi.fn(actual.verify) };
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(() => {
  vi.mocked(argon2.hash).mockClear();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const hashingCalls = () => vi.mocked(argon2.hash).mock.calls.length;
const checkingCalls = () => vi.mocked(argon2.verify).mock.calls.length;

describe('password reset', () => {
  const madeUpToken = 'made-up-token-of-forty-characters-000000';
  const reset = (token: string, remoteAddress: string) =>
    post(
      '/api/auth/member/reset-password',
      { token, newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' },
      remoteAddress,
    );

  it('refuses an unknown link without hashing the new password', async () => {
    expect((await reset(madeUpToken, '10.50.0.1')).statusCode).toBe(400);
    expect(hashingCalls()).toBe(0);
  });

  it('refuses a throttled address before any work', async () => {
    for (let i = 0; i < 10; i += 1) await reset(madeUpToken, '10.50.0.2');
    expect((await reset(madeUpToken, '10.50.0.2')).statusCode).toBe(429);
    expect(hashingCalls()).toBe(0);
  });
});

describe('member sign-in', () => {
  it('refuses a locked account without checking the password', async () => {
    const member = await insertMember(app.db);
    for (let i = 0; i < 10; i += 1) {
      await post(
        '/api/auth/member/login',
        { email: member.email, password: 'Wrong#Pass1' },
        `10.50.1.${i}`,
      );
    }
    const before = checkingCalls();
    const locked = await post(
      '/api/auth/member/login',
      { email: member.email, password: 'Member#2025' },
      '10.50.1.99',
    );
    expect(locked.statusCode).toBe(429);
    expect(checkingCalls()).toBe(before);
  });

  it('refuses a throttled address without checking the password', async () => {
    const member = await insertMember(app.db);
    const attempt = () =>
      post('/api/auth/member/login', { email: member.email, password: 'Member#2025' }, '10.50.2.1');
    for (let i = 0; i < 30; i += 1) await attempt();
    const before = checkingCalls();
    expect((await attempt()).statusCode).toBe(429);
    expect(checkingCalls()).toBe(before);
  });
});

describe('administrator sign-in', () => {
  it('refuses a locked account without checking the password', async () => {
    const admin = await insertAdmin(app.db);
    for (let i = 0; i < 10; i += 1) {
      await post(
        '/api/auth/admin/login',
        { email: admin.email, password: 'Wrong#Password1' },
        `10.50.3.${i}`,
      );
    }
    const before = checkingCalls();
    const locked = await post(
      '/api/auth/admin/login',
      { email: admin.email, password: 'Administrator#2025' },
      '10.50.3.99',
    );
    expect(locked.statusCode).toBe(429);
    expect(checkingCalls()).toBe(before);
  });

  it('checks a password for an unknown address too, so timing does not reveal administrators', async () => {
    const admin = await insertAdmin(app.db);
    const attempt = async (email: string, remoteAddress: string) => {
      const before = checkingCalls();
      const response = await post(
        '/api/auth/admin/login',
        { email, password: 'Guess#2025x' },
        remoteAddress,
      );
      return {
        status: response.statusCode,
        message: response.json().error.message,
        checks: checkingCalls() - before,
      };
    };
    const known = await attempt(admin.email, '10.50.4.1');
    const unknown = await attempt('nobody-here@example.org', '10.50.4.2');
    expect(unknown).toEqual(known);
    expect(known.checks).toBe(1);
  });
});
