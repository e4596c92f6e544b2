import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  addMemberViaApi,
  backOfficeNav,
  createMembershipTypeViaApi,
  memberCard,
  newPerson,
  registerApplicantViaApi,
  searchApplications,
  test,
  uniqueWord,
} from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath, seedAdmin } from '../support/environment';
import { watchPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { desktop, mobile } from '../support/viewports';

const signedOut = { cookies: [], origins: [] };
const applications = '/admin-membership-applications';

const signInThroughTheForm = async (page: Page, password = seedAdmin.password) => {
  await page.getByLabel('E-mail').fill(seedAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const downloaded = async (page: Page, name: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole(name.startsWith('Download All') ? 'link' : 'button', { name }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
};

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test.describe('signing in', () => {
  test.use({ storageState: signedOut, viewport: desktop });

  test('the guard sends a visitor to the sign-in and back; Logout ends the session', async ({
    page,
  }) => {
    await page.goto('/member-type-price');
    await expect.poll(() => pathnameOf(page)).toBe('/adminlogin');
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('admin-login-desktop') });
    await expectNoSeriousA11yViolations(page);

    await signInThroughTheForm(page, 'not the right password');
    await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();

    await signInThroughTheForm(page);
    await expect.poll(() => pathnameOf(page)).toBe('/member-type-price');
    await expect(page.getByRole('banner').getByText('Society Administrator')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/adminlogin');
    await page.goto('/adminhome');
    await expect.poll(() => pathnameOf(page)).toBe('/adminlogin');
  });
});

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('the overview and its sidebar', async ({ page }) => {
    await page.goto('/adminhome');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Applications? waiting for review/ }),
    ).toBeVisible();
    const nav = backOfficeNav(page);
    await expect(nav).toBeVisible();
    expect(await nav.evaluate((element) => element.getBoundingClientRect().width)).toBe(250);
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: screenshotPath('admin-home-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: 'Speaker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Speaker' })).toBeVisible();
    await expect(nav).toBeVisible();
  });

  test('members added by hand appear at the top of the list', async ({ page }) => {
    await page.goto(applications);
    for (const person of [newPerson(), newPerson()]) {
      await page.getByRole('button', { name: 'Add Member Manually' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Member' });
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(700);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await dialog.getByLabel('Title').selectOption('Dr.');
      await dialog.getByLabel('First Name').fill(person.firstName);
      await dialog.getByLabel('Last Name').fill(person.lastName);
      await dialog.getByLabel('Membership ID').fill(person.membershipId);
      await dialog.getByLabel('Email').fill(person.email);
      await dialog.getByLabel('Password', { exact: true }).fill('Implant#2025');
      await dialog.getByLabel('Mobile Number').fill(person.mobileNo);
      await page.screenshot({ path: screenshotPath('admin-add-member-desktop') });
      await dialog.getByRole('button', { name: 'Add Member' }).click();

      await expect(page.getByText('Member added successfully.').last()).toBeVisible();
      await expect(dialog).toBeHidden();
      const first = page.getByRole('article').first();
      await expect(first.getByRole('heading')).toHaveText(`Dr. ${person.firstName} Test`);
      await expect(first).toContainText('Number 1');
      await expect(first.getByText(/approved|pending|declined/)).toHaveCount(0);
    }
  });

  test('the membership ID is checked when the field is left', async ({ page, request }) => {
    const { person } = await addMemberViaApi(request);
    await page.goto(applications);
    await page.getByRole('button', { name: 'Add Member Manually' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member' });
    await dialog.getByLabel('Membership ID').fill(person.membershipId);
    await dialog.getByLabel('Email').focus();
    await expect(dialog.getByText('Membership ID is already registered.')).toBeVisible();
    await dialog.getByLabel('Membership ID').fill(`${person.membershipId}X`);
    await dialog.getByLabel('Email').focus();
    await expect(dialog.getByText('Membership ID is already registered.')).toBeHidden();
  });

  test('pages through more than 20 applications and searches them', async ({ page, request }) => {
    const surname = uniqueWord();
    const people = [];
    for (let index = 0; index < 21; index += 1) {
      people.push((await addMemberViaApi(request, { ...newPerson(), lastName: surname })).person);
    }
    await page.goto(applications);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const total = Number(
      (await page.getByRole('button', { name: /Total Applications/ }).textContent())?.match(
        /\d+/,
      )?.[0],
    );
    expect(total).toBeGreaterThanOrEqual(21);
    await page.getByRole('button', { name: /Total Applications/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Total Applications: ${total}` }),
    ).toBeVisible();

    await searchApplications(page, `  ${surname}`);
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue(surname);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.screenshot({ path: screenshotPath('admin-members-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Number 21');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      `Dr. ${people[0]!.firstName} ${surname}`,
    );

    await searchApplications(page, people[5]!.email);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
  });

  test('downloads every member and one member as CSV and JSON', async ({ page, request }) => {
    const { person } = await addMemberViaApi(request, {
      ...newPerson(),
      lastName: 'Rao "the Surgeon"',
    });
    await page.goto(applications);

    const csv = await downloaded(page, 'Download All CSV');
    expect(csv.name).toMatch(/^members-all-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}\+05-30\.csv$/);
    expect(csv.text.split('\n')[0]).toMatch(/^"id","membershipId","title","firstName"/);
    expect(csv.text).toContain(`"${person.email}"`);
    expect(csv.text).toContain('"Rao ""the Surgeon"""');
    const json = await downloaded(page, 'Download All JSON');
    expect(json.name).toMatch(/^members-all-.+\.json$/);
    expect((JSON.parse(json.text) as { email: string }[]).map((m) => m.email)).toContain(
      person.email,
    );

    await searchApplications(page, person.email);
    await memberCard(page, `Dr. ${person.firstName} Rao "the Surgeon"`)
      .getByRole('link', { name: /^View/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Dr. ${person.firstName} Rao "the Surgeon"`,
    );
    const one = await downloaded(page, 'Download JSON');
    expect(one.name).toMatch(new RegExp(`^member-${person.firstName}-\\d{4}-.+\\+05-30\\.json$`));
    expect(JSON.parse(one.text)).toMatchObject({ email: person.email, isManual: true });
    const oneCsv = await downloaded(page, 'Download CSV');
    expect(oneCsv.name).toMatch(new RegExp(`^member-${person.firstName}-.+\\.csv$`));
    expect(oneCsv.text).toContain('"Rao ""the Surgeon"""');
  });

  test('reviews an application: details, then approval with a comment', async ({
    page,
    request,
  }) => {
    const type = await createMembershipTypeViaApi(request, 15000);
    const applicant = await registerApplicantViaApi(request, type.id);
    const name = `Dr. ${applicant.firstName} ${applicant.lastName}`;

    await page.goto(applications);
    await searchApplications(page, applicant.email);
    const card = memberCard(page, name);
    await expect(card.getByText('pending')).toBeVisible();
    await card.getByRole('link', { name: `View ${name}` }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Prosthodontics').first()).toBeVisible();
    for (const section of [
      'Personal Information',
      'Professional Information',
      'Application Details',
      'Actions',
    ]) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    const details = page.getByRole('region', { name: 'Application Details' });
    await expect(details).toContainText(type.name);
    await expect(details).toContainText('₹15,000');
    await expect(details).toContainText('No comments available.');
    await page.screenshot({ path: screenshotPath('admin-member-details-desktop'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByLabel('Status').selectOption('approved');
    await actions.getByLabel('Comment').fill('Documents verified. Welcome to the society!');
    await actions.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Status updated successfully!')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe(applications);
    await expect(memberCard(page, name).getByText('approved')).toBeVisible();

    await memberCard(page, name)
      .getByRole('link', { name: `View ${name}` })
      .click();
    await expect(page.getByRole('region', { name: 'Application Details' })).toContainText(
      'Documents verified. Welcome to the society!',
    );
    await expect(page.getByRole('region', { name: 'Actions' }).getByLabel('Status')).toHaveValue(
      'approved',
    );
  });

  test('deletes an application and restores it', async ({ page, request }) => {
    const { person } = await addMemberViaApi(request);
    const name = `Dr. ${person.firstName} ${person.lastName}`;
    await page.goto(applications);
    await searchApplications(page, person.email);
    await memberCard(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const question = page.getByRole('dialog', {
      name: 'Are you sure you want to delete this member Applications?',
    });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Application deleted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No matching applications' })).toBeVisible();

    await backOfficeNav(page).getByRole('link', { name: 'Deleted Members' }).click();
    await expect(page.getByText(/^Deleted applications: \d+$/)).toBeVisible();
    const entry = page.getByRole('article').filter({ hasText: person.email });
    await expect(entry).toContainText('Deleted:');
    await page.screenshot({ path: screenshotPath('admin-deleted-desktop'), fullPage: true });
    await entry.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByText('Application restored.')).toBeVisible();
    await expect(entry).toBeHidden();

    await page.goto(applications);
    await searchApplications(page, person.email);
    await expect(memberCard(page, name)).toBeVisible();
  });

  test('membership types: add, update and delete', async ({ page }) => {
    const name = `Associate ${uniqueWord(5)}`;
    await page.goto('/member-type-price');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Membership Type' });
    await add.getByLabel('Membership Type').fill(name);
    await add.getByLabel(/Price/).fill('4500');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Membership type added.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('₹4,500');
    await page.screenshot({
      path: screenshotPath('admin-membership-types-desktop'),
      fullPage: true,
    });

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const update = page.getByRole('dialog', { name: 'Update' });
    await expect(update.getByLabel('Membership Type')).toHaveValue(name);
    await update.getByLabel(/Price/).fill('120000');
    await update.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Membership type updated.')).toBeVisible();
    await expect(row).toContainText('₹1,20,000');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete the Item?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('Membership type deleted.')).toBeVisible();
    await expect(row).toBeHidden();
  });

  test('the other back-office pages', async ({ page }) => {
    for (const [path, heading, shot] of [
      ['/admin-payments-reconciliation', 'Payments to reconcile', 'admin-payments-desktop'],
      ['/adminregister', 'Add administrator', 'admin-register-desktop'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: screenshotPath(shot), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('mobile', () => {
  test.use({ viewport: mobile, isMobile: true, hasTouch: true });

  test.describe('signed out', () => {
    test.use({ storageState: signedOut });

    test('the sign-in is accessible', async ({ page }) => {
      await page.goto('/adminlogin');
      await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
      await page.screenshot({ path: screenshotPath('admin-login-mobile') });
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('the sidebar opens from the menu button; the pages fit the screen', async ({
    page,
    request,
  }) => {
    await addMemberViaApi(request);
    await page.goto('/adminhome');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(backOfficeNav(page)).toBeHidden();
    // The top bar's buttons are icons on a phone, so the logo keeps its words whole.
    const backOffice = page.getByRole('banner').getByText('Back office');
    expect(await backOffice.evaluate((words) => words.scrollWidth <= words.clientWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath('admin-home-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(backOfficeNav(page)).toBeVisible();
    await page.screenshot({ path: screenshotPath('admin-sidebar-mobile') });
    await page.keyboard.press('Escape');
    await expect(backOfficeNav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await backOfficeNav(page).getByRole('link', { name: 'Membership Applications' }).click();
    await expect(backOfficeNav(page)).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Membership Applications' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('admin-members-mobile'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Member Manually' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Member' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('admin-add-member-mobile') });
  });

  test('the membership types fit a phone: every Delete button lies inside the table', async ({
    page,
    request,
  }) => {
    await createMembershipTypeViaApi(request, 2500);
    await page.goto('/member-type-price');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const container = await table.locator('xpath=..').boundingBox();
    const viewport = page.viewportSize()!;
    const deletes = table.getByRole('button', { name: /^Delete / });
    expect(await deletes.count()).toBeGreaterThan(0);
    for (const button of await deletes.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(container!.x);
      expect(box.x + box.width).toBeLessThanOrEqual(container!.x + container!.width);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await page.screenshot({
      path: screenshotPath('admin-membership-types-mobile'),
      fullPage: true,
    });
  });
});
