import { expect, type Page, type PlaywrightTestArgs, type TestType } from '@playwright/test';

/**
 * Collects what should never happen on a page: uncaught errors and Content-Security-Policy
 * violations (an inline script or an external resource the server's policy blocks).
 */
export const watchPageErrors = async (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (message: string) => errors.push(message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (m: string) => void })
        .reportCspViolation;
      report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
};

/** Fails every test of the file whose page threw an error or broke the policy. */
export const failOnPageErrors = (test: TestType<PlaywrightTestArgs, object>) => {
  let pageErrors: string[];
  test.beforeEach(async ({ page }) => {
    pageErrors = await watchPageErrors(page);
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
};
