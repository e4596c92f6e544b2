import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, email: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: { email },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

const notAddresses = [
  '<script>alert(1)</script>@x.org',
  'a@b',
  'a@b.c',
  'x@@clinic.example',
  'dr rao@clinic.example',
  '"quoted"@clinic.example',
  'rao@clinic..example',
  `${'a'.repeat(250)}@x.org`,
];

describe('one e-mail address rule at the edge', () => {
  it.each(notAddresses)(
    'the verification code refuses %s with the field message',
    async (email) => {
      const response = await post('/api/registration/verification-code', email);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.email).toMatch(
        /^(Please Enter a valid Email Address|Please keep this under \d+ characters)$/,
      );
    },
  );

  it.each(notAddresses)('forgot-password refuses %s with the spec message', async (email) => {
    const response = await post('/api/auth/member/forgot-password', email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.email).toBe('Please enter a valid email address');
  });

  it('queued no mail for any of them', async () => {
    expect(await app.db.select().from(outboxMessages)).toEqual([]);
  });

  it('takes ordinary addresses of every domain', async () => {
    for (const email of ['asha.rao@clinic.co.in', 'dr_rao+osi@dental.ac.in', 'R.Rao@Example.ORG']) {
      expect((await post('/api/registration/verification-code', email)).statusCode, email).toBe(
        200,
      );
      expect((await post('/api/auth/member/forgot-password', email)).statusCode, email).toBe(200);
    }
  });
});
