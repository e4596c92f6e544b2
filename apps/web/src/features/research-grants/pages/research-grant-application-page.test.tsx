import { researchGrantMessages } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubFellowshipApi } from '@/testing/fellowship-fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(() => import('./research-grant-application-page'));
afterEach(() => localStorage.clear());

const draftKey = `osi.research-grant-draft.${memberProfile.id}`;

const openPage = async (handlers: Parameters<typeof stubFellowshipApi>[0] = {}) => {
  stubFellowshipApi({
    'GET /api/me/research-grant': () => jsonResponse({ grant: null, roadmap: null }),
    'GET /api/content/captions/research-form-banner': () =>
      jsonResponse({ key: 'research-form-banner', caption: null }),
    ...handlers,
  });
  const rendered = await renderApp('/research-grant-application');
  await screen.findByRole('heading', { name: 'Research Grant Application' }, dashboardLoad);
  return rendered;
};

describe('/research-grant-application', () => {
  it('tells a member not yet approved that only approved members may apply', async () => {
    await openPage({
      'GET /api/me/profile': () => jsonResponse({ ...memberProfile, status: 'pending' }),
    });
    expect(await screen.findByText(researchGrantMessages.notApproved)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('starts from the member’s record: e-mail and phone read-only, the first co-investigator row fixed', async () => {
    await openPage();
    const details = within(await screen.findByRole('group', { name: 'OSI Member Details' }));
    expect(details.getByLabelText('Email')).toHaveValue(memberProfile.email);
    expect(details.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(details.getByLabelText('Phone')).toHaveValue(memberProfile.mobileNo);
    expect(screen.getByText(researchGrantMessages.footer)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /^Remove Co-Principal Investigator 1$/ }),
    ).toBeNull();
    // Nothing to fill in yet for the optional co-investigators and the kind of project.
    expect(screen.getByText('2 of 10 sections complete')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Application complete' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
  });

  it('keeps what is typed in this browser, and brings it back on the next visit', async () => {
    const { user } = await openPage();
    await user.type(await screen.findByLabelText('Project Title'), 'Short implants');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Co-Principal Investigator 2' })).getByLabelText(
        'Name',
      ),
      'Kavya Menon',
    );
    await waitFor(() => expect(localStorage.getItem(draftKey)).toContain('Kavya Menon'));
    const saved = JSON.parse(localStorage.getItem(draftKey)!);
    expect(saved.values.projectTitle).toBe('Short implants');
  });

  it('resumes a kept draft, the e-mail still the record’s', async () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({
        values: { projectTitle: 'Kept title', emailId: 'someone@else.org' },
        files: {},
      }),
    );
    await openPage();
    expect(await screen.findByLabelText('Project Title')).toHaveValue('Kept title');
    expect(screen.getByText(/We kept what you entered last time/)).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'OSI Member Details' })).getByLabelText('Email'),
    ).toHaveValue(memberProfile.email);
  });
});
