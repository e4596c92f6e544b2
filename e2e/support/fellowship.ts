import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { minimalPptx } from '../../apps/server/test/support/zip';
import { baseURL } from './environment';
import { waitForMail } from './mailbox';

export const memberPassword = 'Implant#2025';

/** A browser context of its own with the member signed in through the API, as the login form does. */
export const signedInMemberContext = async (
  browser: Browser,
  email: string,
  password = memberPassword,
) => {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/member/login', {
    data: { email, password },
  });
  expect(response.ok(), `${email} signs in: ${await response.text()}`).toBe(true);
  return context;
};

/** Sets a member's password through the e-mailed reset link, as "Forgot your password?" does. */
export const resetPasswordByMail = async (
  request: APIRequestContext,
  email: string,
  newPassword = memberPassword,
) => {
  const asked = await request.post('/api/auth/member/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const mail = await waitForMail(email, /Reset your password/);
  const token = /\/reset-password\/(\S+)/.exec(mail.text)![1]!;
  const reset = await request.post('/api/auth/member/reset-password', {
    data: { token, newPassword, confirmPassword: newPassword },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
};

/** A case presentation as a member would choose it: a real .pptx package. */
export const presentation = (name: string) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  buffer: minimalPptx(),
});
