import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminFellowship,
  fellowshipCase,
  fellowshipListItem,
  loadBackOffice,
  memberPage,
  stubAdminApi,
  testId,
} from '@/testing/admin-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const detailsUrl = `/admin-fellowship-details/${testId(21)}`;
const detailsApi = `/api/admin/fellowships/${testId(21)}`;

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const valueOf = (region: ReturnType<typeof within>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;

const details = (overrides = {}, cases = [fellowshipCase(1)]) =>
  jsonResponse({ fellowship: adminFellowship(overrides), cases });

describe('fellowship details', () => {
  it('shows the applicant’s photo from the member record, their details, qualifications and payment', async () => {
    stubAdminApi({
      [`GET ${detailsApi}`]: () =>
        details({ approvedAt: '2026-03-10T08:00:00.000Z', status: 'approved' }),
    });
    await renderApp(detailsUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Ananya Krishnan' }),
    ).toBeVisible();
    expect(
      document.querySelector('img[src="/uploads/profile-pictures/upl_ananya"]'),
    ).not.toBeNull();
    expect(screen.getAllByText('ananya.krishnan@clinic.example.in')[0]).toBeVisible();

    const personal = await section('Personal Information');
    expect(valueOf(personal, 'Phone')).toHaveTextContent('9876543210');
    expect(valueOf(personal, 'Address')).toHaveTextContent('12 Residency Road');
    expect(valueOf(personal, 'Zip code')).toHaveTextContent('560025');

    const qualification = await section('Qualification');
    expect(valueOf(qualification, "Bachelor's Degree")).toHaveTextContent(
      'BDS from RGUHS on 30 June 2010',
    );
    expect(valueOf(qualification, "Master's Degree")).toHaveTextContent('Not Available');
    expect(valueOf(qualification, 'Post-Doctoral')).toHaveTextContent('Not Available');

    const application = await section('Application Details');
    expect(valueOf(application, 'Membership number')).toHaveTextContent('OSI-2026-00007');
    expect(valueOf(application, 'Status')).toHaveTextContent('approved');
    expect(valueOf(application, 'Approved on')).toHaveTextContent('10 Mar 2026');
    expect(valueOf(application, 'Payment status')).toHaveTextContent('Paid');
    expect(valueOf(application, 'Amount paid')).toHaveTextContent('₹10,000');
    expect(valueOf(application, 'Payment ID')).toHaveTextContent('pay_29QQoUBi66xm2f');
    expect(valueOf(application, 'Comments')).toHaveTextContent('No comments available.');
  });

  it('lists the cases under All, Retrospective and Prospective, locked or not, with download links', async () => {
    stubAdminApi({
      [`GET ${detailsApi}`]: () =>
        details({}, [
          fellowshipCase(1, { isLocked: true }),
          fellowshipCase(2, {
            category: 'prospective',
            files: {
              preOperative: { name: 'pre.pptx', url: 'files.example.org/pre.pptx' },
              intraOperative: { name: 'intra.pptx', url: '/api/admin/uploads/upl_i' },
              postOperative: { name: 'post.pptx', url: '/api/admin/uploads/upl_p' },
            },
          }),
        ]),
    });
    const { user } = await renderApp(detailsUrl);
    const cases = await section('Case Details');
    const items = () =>
      cases.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')!);
    expect(items()).toHaveLength(2);
    expect(within(items()[0]!).getByRole('heading')).toHaveTextContent('Case 1 - Retrospective');
    expect(within(items()[0]!).getByText('Locked')).toBeVisible();
    expect(within(items()[0]!).getByText('2 Apr 2026', { exact: false })).toBeVisible();
    expect(
      within(items()[0]!).getByRole('link', { name: 'Download Pre-Operative: pre-1.pptx' }),
    ).toHaveAttribute('href', '/api/admin/uploads/upl_pre1');
    expect(cases.getByText('Click a link to download the file.')).toBeVisible();

    await user.click(cases.getByRole('tab', { name: 'Prospective' }));
    expect(items()).toHaveLength(1);
    expect(within(items()[0]!).getByRole('heading')).toHaveTextContent('Case 2 - Prospective');
    expect(within(items()[0]!).getByText('Unlocked')).toBeVisible();
    expect(
      within(items()[0]!).getByRole('link', { name: 'Download Pre-Operative: pre.pptx' }),
    ).toHaveAttribute('href', 'https://files.example.org/pre.pptx');

    await user.click(cases.getByRole('tab', { name: 'Retrospective' }));
    expect(items()).toHaveLength(1);
  });

  it('says when there are no cases to display', async () => {
    stubAdminApi({ [`GET ${detailsApi}`]: () => details({}, []) });
    await renderApp(detailsUrl);
    expect(
      (await section('Case Details')).getByText('No cases available to display.'),
    ).toBeVisible();
  });

  it('approves with a comment, says so and goes back one page', async () => {
    const fetchMock = stubAdminApi({
      [`GET ${detailsApi}`]: () => details(),
      [`PATCH ${detailsApi}/status`]: () =>
        jsonResponse({ message: 'Status updated successfully!' }),
      'GET /api/admin/fellowships': () =>
        jsonResponse({ ...memberPage([]), items: [fellowshipListItem(21)], total: 1 }),
    });
    const { user, router } = await renderApp('/admin-fellowship-applications');
    await user.click(await screen.findByRole('link', { name: 'View Dr. Fellow21 Iyer' }));
    const actions = await section('Actions');
    expect(actions.getByLabelText('Status')).toHaveValue('pending');
    await user.selectOptions(actions.getByLabelText('Status'), 'approved');
    await user.type(actions.getByLabelText('Comment'), 'Welcome, Fellow');
    await user.click(actions.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Status updated successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `${detailsApi}/status`,
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ status: 'approved', comments: 'Welcome, Fellow' }),
      }),
    );
    await arrivedAt(router, '/admin-fellowship-applications');
  });

  it('says the fellowship was not found', async () => {
    stubAdminApi({
      [`GET ${detailsApi}`]: () =>
        errorResponse(404, 'not_found', 'Fellowship not found. Please check the provided ID.'),
    });
    await renderApp(detailsUrl);
    expect(
      await screen.findByRole('heading', {
        name: 'Fellowship not found. Please check the provided ID.',
      }),
    ).toBeVisible();
  });

  it('downloads the application as JSON and CSV named fellowship-{name}-{timestamp}', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07.089Z'));
    stubAdminApi({ [`GET ${detailsApi}`]: () => details() });
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fellowship';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = await renderApp(detailsUrl);
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    vi.useRealTimers();

    expect(names).toEqual([
      'fellowship-Dr._Ananya_Krishnan-2026-03-04T10-36-07-089+05-30.json',
      'fellowship-Dr._Ananya_Krishnan-2026-03-04T10-36-07-089+05-30.csv',
    ]);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(adminFellowship());
    const [header, row] = (await blobs[1]!.text()).split('\n');
    expect(header).toContain('"bachelorDegree","bachelorUniversity","bachelorDate"');
    expect(row).toContain('"BDS","RGUHS","2010-06-30"');
  });
});
