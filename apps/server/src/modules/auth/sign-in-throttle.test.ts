import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAdmin, insertMember } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { accountLockout } from './sign-in-throttle';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Each from its own address, so only the per-account throttle stands in the way. */
const burst = (url: string, payloads: object[]) =>
  Promise.all(
    payloads.map((payload, index) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `10.${Math.floor(index / 250)}.${index % 250}.9`,
      }),
    ),
  );

const judged = (statuses: number[]) => statuses.filter((status) => status !== 429);

it('judges at most ten of 200 parallel wrong administrator passwords', async () => {
  const admin = await insertAdmin(app.db);
  const responses = await burst(
    '/api/auth/admin/login',
    Array.from({ length: 200 }, () => ({ email: admin.email, password: 'Wrong#Guess1' })),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(judged(statuses)).toEqual(Array(accountLockout.maxFailures).fill(401));
  expect(statuses.filter((status) => status === 429)).toHaveLength(190);
});

it('judges at most ten of 80 parallel member sign-ins, the right password 71st', async () => {
  const member = await insertMember(app.db);
  const payloads = Array.from({ length: 80 }, (_, index) => ({
    email: member.email,
    password: index === 70 ? 'Member#2025' : 'Wrong#Guess1',
  }));
  const responses = await burst('/api/auth/member/login', payloads);
  const statuses = responses.map((response) => response.statusCode);
  expect(judged(statuses)).toHaveLength(accountLockout.maxFailures);
  expect(statuses[70]).toBe(429);
});
