import { expect, type Browser, type Page } from '@playwright/test';
import { researchGrantMessages, roadmapMessages } from '@osi/shared';
import { minimalPdf } from '../../apps/server/test/support/zip';
import { addMemberViaApi, test } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { screenshotPath } from '../support/environment';
import { presentation, signedInMemberContext } from '../support/fellowship';
import { waitForMail } from '../support/mailbox';
import { watchPageErrors } from '../support/page-errors';
import { pathnameOf } from '../support/site-navigation';
import { desktop } from '../support/viewports';

let pageErrors: string[];
test.beforeEach(async ({ page }) => {
  pageErrors = await watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

const memberPage = async (browser: Browser, email: string) => {
  const context = await signedInMemberContext(browser, email);
  const page = await context.newPage();
  await page.setViewportSize(desktop);
  pageErrors.push(...(await watchPageErrors(page)));
  return page;
};

/** A one-pixel PNG: a signature as far as the server's byte check goes. */
const signaturePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: minimalPdf() });

/** Uploads the three months of a part on the dashboard and submits them. */
const uploadPart = async (member: Page, months: number[]) => {
  const panel = member.getByRole('region', { name: 'Roadmaps' });
  for (const month of months) {
    const fields = panel.getByRole('group', { name: `Month ${month}`, exact: true });
    await fields
      .getByLabel(`Month ${month} roadmap file`)
      .setInputFiles(presentation(`roadmap-${month}.pptx`));
    await fields
      .getByLabel(`Month ${month} budget estimate file`)
      .setInputFiles(presentation(`budget-${month}.pptx`));
    await expect(fields.getByRole('link', { name: `budget-${month}.pptx` })).toBeVisible();
  }
  await panel.getByRole('button', { name: 'Submit roadmaps' }).click();
  await expect(member.getByText(roadmapMessages.uploaded)).toBeVisible();
};

/** The administrator's decision on a part in the Admin Roadmap Panel. */
const reviewPart = async (
  admin: Page,
  detailsUrl: string,
  months: string,
  status: string,
  reason: string,
) => {
  await admin.goto(detailsUrl);
  const part = admin
    .getByRole('region', { name: 'Admin Roadmap Panel' })
    .getByRole('group', { name: months });
  await part.getByLabel('Status').selectOption(status);
  const update = part.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await part.getByLabel('Reason').fill(reason);
  await update.click();
  await expect(admin.getByText(`Roadmap updated to ${status} state successfully`)).toBeVisible();
};

test.describe('the research grant, end to end', () => {
  test.use({ viewport: desktop });

  test('an approved member applies with two co-investigators; an administrator approves and grants access; the roadmaps go through rejection and approval to all approved', async ({
    page: admin,
    browser,
  }) => {
    const { person } = await addMemberViaApi(admin.request);
    const member = await memberPage(browser, person.email);

    await member.goto('/research-grant-application');
    await expect(member).toHaveTitle(/^Research Grant Application/);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(
      'Research Grants of the OralImplantology Society of India',
    );
    await member.getByRole('radio', { name: 'Young Research Grant' }).check();
    const details = member.getByRole('group', { name: 'OSI Member Details' });
    await expect(details.getByLabel('Email')).toHaveValue(person.email);
    await expect(details.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(details.getByLabel('Membership Number')).toHaveValue(person.membershipId);
    await details.getByLabel('Specialization').fill('Prosthodontics');
    await details.getByLabel('Address', { exact: true }).fill('14 Lake View Road, Chennai');
    await details.getByLabel('Academic Qualification').fill('MDS Prosthodontics');
    await details.getByLabel('Project Title').fill('Early loading of short implants');

    const principal = member.getByRole('group', { name: 'Principal Investigator', exact: true });
    await principal.getByLabel('Age').fill('42');
    await principal.getByLabel('Gender').selectOption('Female');
    await principal.getByLabel('Position').fill('Professor');
    await principal.getByLabel('Permanent Address').fill('14 Lake View Road, Chennai');

    const first = member.getByRole('group', { name: 'Co-Principal Investigator 1', exact: true });
    await first.getByLabel('Name').fill('Arjun Nair');
    await first.getByLabel('Email').fill('arjun@clinic.org');
    await first.getByLabel('Phone Number').fill('12345');
    await first.getByLabel('Affiliation').click();
    await expect(first.getByText(researchGrantMessages.phone)).toBeVisible();
    await first.getByLabel('Phone Number').fill('9840054321');
    await member.getByRole('button', { name: 'Add New' }).click();
    const second = member.getByRole('group', { name: 'Co-Principal Investigator 2', exact: true });
    await second.getByLabel('Name').fill('Kavya Menon');
    await second.getByLabel('Email').fill('kavya@dental.ac.in');

    // A reload loses nothing: the draft is kept in this browser.
    await member.reload();
    await expect(
      member
        .getByRole('group', { name: 'Co-Principal Investigator 2', exact: true })
        .getByLabel('Name'),
    ).toHaveValue('Kavya Menon');
    await expect(member.getByRole('radio', { name: 'Young Research Grant' })).toBeChecked();

    await member.getByLabel('Clinical trial').check();
    await member.getByLabel('Clinical study ethics committee number').fill('IEC/2025/117');
    await member.getByLabel('Aim').fill('To compare early and delayed loading.');
    await member.getByLabel('Objective').fill('Marginal bone loss at 12 months.');
    await member.getByLabel('Methodology').fill('Forty patients in two arms.');
    await member.getByLabel('Start Date').fill('2026-01-01');
    await member.getByLabel('Completion Date').fill('2027-06-30');
    await member.getByLabel('Total Budget (₹)').fill('250000');
    await member.getByLabel('Signature', { exact: true }).setInputFiles({
      name: 'signature.png',
      mimeType: 'image/png',
      buffer: signaturePng,
    });
    for (const label of [
      'Letter of Motivation',
      'Detailed Budget',
      'Short Curriculum Vitae',
      'Academic Degree Certificate',
    ]) {
      await member.getByLabel(label).setInputFiles(pdf(`${label}.pdf`));
      await expect(member.getByRole('link', { name: `${label}.pdf` })).toBeVisible();
    }
    await expect(member.getByText('10 of 10 sections complete')).toBeVisible();
    await expect(member.getByText(researchGrantMessages.footer)).toBeVisible();
    await member.screenshot({
      path: screenshotPath('research-grant-form-desktop'),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(member);

    await member.getByRole('button', { name: 'Submit' }).click();
    await expect(member.getByText(researchGrantMessages.received).first()).toBeVisible();
    await expect.poll(() => pathnameOf(member)).toBe('/dashboard');
    const tab = member.getByRole('tabpanel', { name: 'Research Grant' });
    await expect(tab.getByText('pending', { exact: true })).toBeVisible();
    await waitForMail(person.email, /received your research grant application/);

    await admin.goto('/admin-researchgrant-applications');
    await admin
      .getByRole('article')
      .filter({ hasText: person.email })
      .getByRole('link', { name: /^View/ })
      .click();
    await expect(
      admin.getByRole('heading', { level: 1, name: `Dr. ${person.firstName} ${person.lastName}` }),
    ).toBeVisible();
    const detailsUrl = admin.url();
    await expect(admin.getByText('Kavya Menon', { exact: true })).toBeVisible();
    const actions = admin.getByRole('region', { name: 'Actions' });
    await actions.getByLabel('Status').selectOption('approved');
    await actions.getByLabel('Comment').fill('A well designed study.');
    await actions.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByText('Status updated successfully!')).toBeVisible();
    await expect.poll(() => pathnameOf(admin)).toBe('/admin-researchgrant-applications');
    await admin.goto(detailsUrl);
    const access = admin.getByRole('region', { name: 'Grant Access' });
    await expect(access.getByText(researchGrantMessages.accessNotGranted)).toBeVisible();
    await access.getByRole('button', { name: 'Grant Access' }).click();
    await expect(access.getByText(researchGrantMessages.accessGranted)).toBeVisible();
    await expect(access.getByRole('button', { name: 'Revoke Access' })).toBeVisible();

    await member.goto('/dashboard?tab=research-grant');
    await uploadPart(member, [1, 2, 3]);
    await expect(member.getByText(roadmapMessages.partOneUnderReview)).toBeVisible();

    const reason = 'The budget for month 2 misses the consumables.';
    await reviewPart(admin, detailsUrl, 'Months 1 to 3', 'rejected', reason);
    await member.reload();
    await expect(member.getByText(roadmapMessages.partOneRejected)).toBeVisible();
    await expect(member.getByText(reason)).toBeVisible();
    await uploadPart(member, [1, 2, 3]);
    await expect(member.getByText(roadmapMessages.partOneUnderReview)).toBeVisible();

    await reviewPart(admin, detailsUrl, 'Months 1 to 3', 'approved', 'Complete now.');
    await member.reload();
    await uploadPart(member, [4, 5, 6]);
    await expect(member.getByText(roadmapMessages.partTwoUnderReview)).toBeVisible();

    await reviewPart(admin, detailsUrl, 'Months 4 to 6', 'approved', 'Well planned.');
    await member.reload();
    await expect(member.getByText(roadmapMessages.allApproved)).toBeVisible();
    await member.screenshot({
      path: screenshotPath('dashboard-research-grant-desktop'),
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(member);
  });
});
