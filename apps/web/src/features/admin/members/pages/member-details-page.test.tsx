import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminMember,
  loadBackOffice,
  memberListItem,
  memberPage,
  stubAdminApi,
  testId,
} from '@/testing/admin-fixtures';
import { memberPayment } from '@/testing/member-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const detailsUrl = `/admin-membership-details/${testId(7)}`;
const memberApi = `/api/admin/members/${testId(7)}`;

const section = async (name: string) => within(await screen.findByRole('region', { name }));

/** The value shown beside a label in a details section. */
const valueOf = (region: ReturnType<typeof within>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('member details', () => {
  it("lists the member's payments with a link to each receipt", async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
      [`GET ${memberApi}/payments`]: () =>
        jsonResponse({
          items: [memberPayment({ id: testId(31) })],
        }),
    });
    await renderApp(detailsUrl);

    const payments = await section('Payments');
    expect(await payments.findByText('₹15,000.00')).toBeVisible();
    expect(
      payments.getByRole('link', { name: 'Download receipt OSI/2026-27/000123' }),
    ).toHaveAttribute('href', '/api/admin/receipts/OSI%2F2026-27%2F000123');
  });

  it('shows the privacy notice versions the member agreed to, and when', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
      [`GET ${memberApi}/privacy-consents`]: () =>
        jsonResponse([
          { noticeVersion: 2, context: 'registration', consentedAt: '2026-03-03T10:15:00.000Z' },
        ]),
    });
    await renderApp(detailsUrl);

    const consent = await section('Privacy consent');
    expect(await consent.findByText('Privacy notice version 2')).toBeVisible();
    expect(consent.getByText('When applying for membership')).toBeVisible();
    expect(consent.getByText(/3 Mar 2026/)).toBeVisible();
  });

  it('shows the header and the three sections of the record', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () =>
        jsonResponse(
          adminMember({
            profilePictureUrl: '/uploads/ananya.webp',
            studentIdUrl: `/api/admin/members/${testId(7)}/student-id`,
          }),
        ),
    });
    await renderApp(detailsUrl);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Ananya K Krishnan' }),
    ).toBeVisible();
    expect(screen.getAllByText('Prosthodontics')[0]).toBeVisible();
    expect(document.querySelector('img[src="/uploads/ananya.webp"]')).not.toBeNull();

    const personal = await section('Personal Information');
    expect(valueOf(personal, 'Email')).toHaveTextContent('ananya.krishnan@clinic.example.in');
    expect(valueOf(personal, 'Date of birth')).toHaveTextContent('12 April 1988');
    expect(valueOf(personal, 'City')).toHaveTextContent('Bengaluru');

    const professional = await section('Professional Information');
    expect(valueOf(professional, 'Institution')).toHaveTextContent('Government Dental College');
    expect(valueOf(professional, 'Reference code')).toHaveTextContent('Not provided');

    const application = await section('Application Details');
    expect(valueOf(application, 'Membership type')).toHaveTextContent('Life Membership');
    expect(valueOf(application, 'Membership price')).toHaveTextContent('₹15,000');
    expect(valueOf(application, 'Payment status')).toHaveTextContent('Pending');
    expect(valueOf(application, 'Amount paid')).toHaveTextContent('Not Available');
    expect(valueOf(application, 'Payment ID')).toHaveTextContent('Not Available');
    expect(valueOf(application, 'Status')).toHaveTextContent('pending');
    expect(valueOf(application, 'Applied on')).toHaveTextContent('3 Mar 2026');
    expect(valueOf(application, 'Comments')).toHaveTextContent('No comments available.');
    const card = application.getByRole('link', { name: /View student ID card/ });
    expect(card).toHaveAttribute('href', `/api/admin/members/${testId(7)}/student-id`);
    expect(card).toHaveAttribute('target', '_blank');

    expect(await section('Actions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('marks an address the mail server refused for good, with its reason', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () =>
        jsonResponse(adminMember({ emailUndeliverable: '550 5.1.1 Mailbox unavailable' })),
    });
    await renderApp(detailsUrl);
    const email = valueOf(await section('Personal Information'), 'Email')!;
    expect(email).toHaveTextContent('Undeliverable');
    expect(email).toHaveTextContent('550 5.1.1 Mailbox unavailable');
  });

  it('shows the payment of the application', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () =>
        jsonResponse(
          adminMember({
            paymentStatus: 'captured',
            paymentAmount: 15000,
            paymentTimestamp: '2026-03-03T10:14:00.000Z',
            razorpayPaymentId: 'pay_29QQoUBi66xm2f',
          }),
        ),
    });
    await renderApp(detailsUrl);
    const application = await section('Application Details');
    expect(valueOf(application, 'Payment status')).toHaveTextContent('Paid');
    expect(valueOf(application, 'Amount paid')).toHaveTextContent('₹15,000');
    expect(valueOf(application, 'Payment ID')).toHaveTextContent('pay_29QQoUBi66xm2f');
    expect(valueOf(application, 'Paid on')).toHaveTextContent('3 Mar 2026');
  });

  it('hides the review status, the payment and the Actions of a member added by hand', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () =>
        jsonResponse(
          adminMember({ isManual: true, status: 'approved', membershipType: '', comments: 'VIP' }),
        ),
    });
    await renderApp(detailsUrl);
    const application = await section('Application Details');
    expect(application.queryByText('Status', { selector: 'dt' })).toBeNull();
    expect(application.queryByText('Payment status', { selector: 'dt' })).toBeNull();
    expect(application.queryByText('Student ID card', { selector: 'dt' })).toBeNull();
    expect(valueOf(application, 'Added on')).toHaveTextContent('3 Mar 2026');
    expect(valueOf(application, 'Comments')).toHaveTextContent('VIP');
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
  });

  it.each([
    [404, errorResponse(404, 'not_found', 'Member not found. Please check the provided ID.')],
    [400, errorResponse(400, 'validation_failed', 'Please correct the marked fields.')],
  ])('says the member was not found (%i) and goes back', async (_, response) => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => response.clone(),
      'GET /api/admin/members': () => jsonResponse(memberPage([memberListItem(1)])),
    });
    const { user, router } = await renderApp(detailsUrl);
    expect(
      await screen.findByRole('heading', {
        name: 'Member not found. Please check the provided ID.',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await arrivedAt(router, '/admin-membership-applications');
  });

  it('updates the status with a comment, says so and goes back one page', async () => {
    const fetchMock = stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember({ comments: 'Documents checked' })),
      [`PATCH ${memberApi}/status`]: () =>
        jsonResponse({ message: 'Status updated successfully!' }),
      'GET /api/admin/members': () => jsonResponse(memberPage([memberListItem(7)])),
    });
    const { user, router } = await renderApp('/admin-membership-applications?page=1');
    await user.click(await screen.findByRole('link', { name: 'View Dr. Member7 Sharma' }));
    const actions = await section('Actions');

    expect(actions.getByLabelText('Status')).toHaveValue('pending');
    expect(
      within(actions.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Approved', 'Declined']);
    expect(actions.getByLabelText('Comment')).toHaveValue('Documents checked');

    await user.selectOptions(actions.getByLabelText('Status'), 'approved');
    await user.clear(actions.getByLabelText('Comment'));
    await user.type(actions.getByLabelText('Comment'), 'Welcome to the society');
    await user.click(actions.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Status updated successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `${memberApi}/status`,
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ status: 'approved', comments: 'Welcome to the society' }),
      }),
    );
    await arrivedAt(router, '/admin-membership-applications');
  });

  it('shows the server message when the update fails and goes back one page, as the spec has it', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
      [`PATCH ${memberApi}/status`]: () =>
        errorResponse(400, 'bad_request', 'Members added by hand have no review status.'),
      'GET /api/admin/members': () => jsonResponse(memberPage([memberListItem(7)])),
    });
    const { user, router } = await renderApp('/admin-membership-applications?page=1');
    await user.click(await screen.findByRole('link', { name: 'View Dr. Member7 Sharma' }));
    const actions = await section('Actions');
    await user.type(actions.getByLabelText('Comment'), 'Looks good');
    await user.click(actions.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Members added by hand have no review status.')).toBeVisible();
    await arrivedAt(router, '/admin-membership-applications');
  });

  it('says when the application was deleted and restores it', async () => {
    let deletedAt: string | null = '2026-03-05T09:30:00.000Z';
    const fetchMock = stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember({ deletedAt })),
      [`POST ${memberApi}/restore`]: () => {
        deletedAt = null;
        return jsonResponse({ message: 'Application restored.' });
      },
    });
    const { user } = await renderApp(detailsUrl);
    expect(await screen.findByText(/This application was deleted on/)).toHaveTextContent(
      'This application was deleted on 5 Mar 2026',
    );
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Application restored.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `${memberApi}/restore`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('region', { name: 'Actions' })).toBeVisible();
    expect(screen.queryByText(/This application was deleted/)).toBeNull();
  });
});

describe("a member's history", () => {
  it('lists who changed the record, when and what, newest first', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
      [`GET ${memberApi}/history`]: () =>
        jsonResponse({
          ...memberPage([]),
          items: [
            {
              id: testId(80),
              seq: 2,
              actor: { type: 'admin', id: testId(81), name: 'Meera Iyer' },
              action: 'member.status-approved',
              entity: { type: 'member', id: testId(7), page: 'member' },
              createdAt: '2026-04-15T04:30:00.000Z',
              changes: [{ field: 'status', before: 'pending', after: 'approved' }],
            },
            {
              id: testId(82),
              seq: 1,
              actor: { type: 'member', id: testId(7), name: 'Dr. Ananya K Krishnan' },
              action: 'member.registered',
              entity: { type: 'member', id: testId(7), page: 'member' },
              createdAt: '2026-04-14T04:30:00.000Z',
              changes: [],
            },
          ],
          total: 2,
          totalIsCapped: false,
        }),
    });
    await renderApp(detailsUrl);

    const history = await section('History');
    const [approval, application] = await history.findAllByRole('listitem');
    expect(within(approval!).getByText('Application approved')).toBeVisible();
    expect(approval!.textContent).toContain('Meera Iyer · 15 Apr 2026, 10:00 am IST');
    expect(approval!.textContent).toContain('Statuspending →changed to approved');
    expect(within(approval!).queryByRole('link')).toBeNull();
    expect(within(application!).getByText('New membership application')).toBeVisible();
  });

  it('says when nothing is recorded yet', async () => {
    stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(adminMember()),
      [`GET ${memberApi}/history`]: () => jsonResponse({ ...memberPage([]), totalIsCapped: false }),
    });
    await renderApp(detailsUrl);
    expect(
      await (await section('History')).findByText('Nothing has been recorded about it yet.'),
    ).toBeVisible();
  });
});

describe('member downloads', () => {
  const capture = () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:member';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return { blobs, names };
  };

  it('downloads the member as JSON and as CSV, named after them and the time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07.089Z'));
    const member = adminMember({ firstName: 'Ananya', comments: 'Said "yes", twice' });
    stubAdminApi({ [`GET ${memberApi}`]: () => jsonResponse(member) });
    const { blobs, names } = capture();
    const { user } = await renderApp(detailsUrl);

    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    vi.useRealTimers();

    expect(names).toEqual([
      'member-Ananya-2026-03-04T10-36-07-089+05-30.json',
      'member-Ananya-2026-03-04T10-36-07-089+05-30.csv',
    ]);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(member);
    const [header, row] = (await blobs[1]!.text()).split('\n');
    expect(header).toMatch(/^"id","title","firstName",/);
    expect(row).toContain('"Said ""yes"", twice"');
    expect(row).toContain('"Ananya"');
  });

  it('says there is nothing to download before the member has loaded', async () => {
    stubAdminApi({ [`GET ${memberApi}`]: () => new Promise<Response>(() => undefined) });
    const { names } = capture();
    const { user } = await renderApp(detailsUrl);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No member data available to download.')).toBeVisible();
    expect(names).toEqual([]);
  });
});

describe("a member's term", () => {
  const approved = (term: Partial<ReturnType<typeof adminMember>['term']> = {}) =>
    adminMember({
      status: 'approved',
      term: {
        memberSince: '2025-04-01',
        validUntil: '2026-03-31',
        lifeMember: false,
        standing: 'grace',
        ...term,
      },
    });
  const termApi = `PUT ${memberApi}/term`;

  it('shows member since, valid until and the standing in the application details', async () => {
    stubAdminApi({ [`GET ${memberApi}`]: () => jsonResponse(approved()) });
    await renderApp(detailsUrl);
    const details = await section('Application Details');
    expect(valueOf(details, 'Member since')).toHaveTextContent('1 April 2025');
    expect(valueOf(details, 'Valid until')).toHaveTextContent('31 March 2026');
    expect(
      within(valueOf(details, 'Standing') as HTMLElement).getByText('In grace'),
    ).toHaveAttribute('data-tone', 'orange');
  });

  it('lets the administrator change the last day, with the server checking it', async () => {
    let member = approved();
    const fetchMock = stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(member),
      [termApi]: (init) => {
        const body = JSON.parse(String(init?.body)) as { validUntil: string };
        if (body.validUntil < '2025-04-01') {
          const message = 'Valid until cannot be before the day the membership started';
          return jsonResponse(
            { error: { code: 'bad_request', message, fieldErrors: { validUntil: message } } },
            400,
          );
        }
        member = approved({ validUntil: body.validUntil, standing: 'active' });
        return jsonResponse({ message: 'Membership term updated.', term: member.term });
      },
    });
    const { user } = await renderApp(detailsUrl);
    const editor = await section('Membership term');
    const validUntil = editor.getByLabelText('Valid until');
    expect(validUntil).toHaveValue('2026-03-31');
    expect(editor.getByLabelText('Life member')).not.toBeChecked();

    await user.clear(validUntil);
    await user.type(validUntil, '2024-12-31');
    await user.click(editor.getByRole('button', { name: 'Save term' }));
    expect(
      await editor.findByText('Valid until cannot be before the day the membership started'),
    ).toBeVisible();

    await user.clear(validUntil);
    await user.type(validUntil, '2027-03-31');
    await user.click(editor.getByRole('button', { name: 'Save term' }));
    expect(await screen.findByText('Membership term updated.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/members/${testId(7)}/term`,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ lifeMember: false, validUntil: '2027-03-31' }),
      }),
    );
    const details = await section('Application Details');
    await waitFor(() => expect(valueOf(details, 'Valid until')).toHaveTextContent('31 March 2027'));
  });

  it('makes a member a life member, and asks for a day otherwise', async () => {
    const fetchMock = stubAdminApi({
      [`GET ${memberApi}`]: () => jsonResponse(approved()),
      [termApi]: () =>
        jsonResponse({
          message: 'Membership term updated.',
          term: {
            memberSince: '2025-04-01',
            validUntil: null,
            lifeMember: true,
            standing: 'active',
          },
        }),
    });
    const { user } = await renderApp(detailsUrl);
    const editor = await section('Membership term');
    await user.clear(editor.getByLabelText('Valid until'));
    await user.click(editor.getByRole('button', { name: 'Save term' }));
    expect(
      await editor.findByText('Please choose the last day of the membership, or mark it as life'),
    ).toBeVisible();

    await user.click(editor.getByLabelText('Life member'));
    expect(editor.queryByLabelText('Valid until')).toBeNull();
    await user.click(editor.getByRole('button', { name: 'Save term' }));
    expect(await screen.findByText('Membership term updated.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/members/${testId(7)}/term`,
      expect.objectContaining({ body: JSON.stringify({ lifeMember: true, validUntil: null }) }),
    );
  });

  it('is not offered for an applicant, who holds none', async () => {
    stubAdminApi({ [`GET ${memberApi}`]: () => jsonResponse(adminMember({ status: 'pending' })) });
    await renderApp(detailsUrl);
    await section('Application Details');
    expect(screen.queryByRole('region', { name: 'Membership term' })).toBeNull();
    expect(screen.queryByText('Member since')).toBeNull();
  });
});
