import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  backOfficeNav,
  createMembershipTypeViaApi,
  memberCard,
  registerApplicantViaApi,
  searchApplications,
  test,
} from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath } from '../support/environment';
import { failOnPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

failOnPageErrors(test);

const applications = '/admin-membership-applications';

/** Approves the applicant from their details page; answers the page's address. */
const approve = async (page: Page, name: string, email: string) => {
  await page.goto(applications);
  await searchApplications(page, email);
  await memberCard(page, name)
    .getByRole('link', { name: `View ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detailsPath = pathnameOf(page);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByLabel('Status').selectOption('approved');
  await actions.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe(applications);
  return detailsPath;
};

for (const [size, viewport] of Object.entries({ desktop, mobile })) {
  test.describe(size, () => {
    test.use({ viewport });

    test('an approval shows in the audit log, filtered by its action, and in the member’s history', async ({
      page,
      request,
    }) => {
      const type = await createMembershipTypeViaApi(request);
      const applicant = await registerApplicantViaApi(request, type.id);
      const name = `Dr. ${applicant.firstName} ${applicant.lastName}`;
      const detailsPath = await approve(page, name, applicant.email);

      if (size === 'mobile') {
        await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      }
      await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      const filters = page.getByRole('search', { name: 'Filter the audit log' });
      await filters.getByLabel('Action').selectOption({ label: 'Application approved' });
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('action') === 'member.status-approved',
      );

      const events = page.getByRole('region', { name: 'Events' });
      const approval = events
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="${detailsPath}"]`) });
      await expect(approval).toHaveCount(1);
      await expect(approval.getByText('Application approved')).toBeVisible();
      await expect(approval.getByText('pending', { exact: true })).toBeVisible();
      await expect(approval.getByText('approved', { exact: true })).toBeVisible();
      await expect(
        events.getByRole('listitem').filter({ hasText: 'New membership application' }),
      ).toHaveCount(0);
      await page.screenshot({ path: screenshotPath(`admin-audit-log-${size}`), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      const memberId = detailsPath.split('/').at(-1)!;
      expect(csv.split('\n')[0]).toBe(
        '"When","Who","Actor type","Actor ID","Action","Record kind","Record ID","Changes"',
      );
      expect(csv).toContain(`"member.status-approved","Member","${memberId}"`);
      expect(csv).not.toContain('"member.registered"');

      await approval.getByRole('link', { name: 'View member' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByRole('listitem').first()).toContainText('Application approved');
      await expect(history.getByRole('listitem').nth(1)).toContainText(
        'New membership application',
      );
    });
  });
}
