import { ageOn } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const stubMember = (
  profile: () => Response | Promise<Response> = () => jsonResponse(memberProfile),
) =>
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': profile,
  });

const personalInformation = async () =>
  within(await screen.findByRole('region', { name: 'Personal Information' }, { timeout: 5000 }));

const valueOf = (section: ReturnType<typeof within>, label: string) =>
  section.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('member dashboard', () => {
  it('sends signed-out visitors to the login page', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedOut) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member-login'));
  });

  it("shows the member's picture, name, e-mail and membership ID", async () => {
    stubMember();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' }, { timeout: 5000 }),
    ).toBeVisible();
    const panel = within(screen.getByRole('tabpanel', { name: 'Profile' }));
    expect(panel.getByText(memberProfile.email)).toBeVisible();
    expect(panel.getByText('OSI-0042')).toBeVisible();
    expect(panel.getByText('Approved')).toBeVisible();
    expect(document.querySelector('img[src="/uploads/public/asha.png"]')).not.toBeNull();
  });

  it('shows every personal detail, N/A where empty, and the age from the date of birth', async () => {
    stubMember();
    renderApp('/dashboard');
    const section = await personalInformation();
    const expected: [string, string][] = [
      ['First name', 'Asha'],
      ['Middle name', 'N/A'],
      ['Last name', 'Rao'],
      ['Gender', 'Female'],
      ['Phone', '9845012345'],
      ['Membership package', 'Life Member — ₹15,000'],
      ['Speciality', 'Prosthodontics'],
      ['Certificate name', 'N/A'],
      ['Reference code', 'N/A'],
      ['Date of birth', `12 April 1988 (age ${ageOn('1988-04-12')})`],
      ['Nationality', 'Indian'],
      ['Department', 'N/A'],
      ['Institution', 'Government Dental College'],
      ['Dental registration number', 'KA-12345'],
      ['Address', '12 Residency Road'],
      ['City', 'Bengaluru'],
      ['Postcode', '560025'],
      ['State', 'Karnataka'],
      ['Country', 'India'],
      ['Student ID card', 'N/A'],
    ];
    for (const [label, value] of expected) {
      expect(valueOf(section, label), label).toHaveTextContent(value);
    }
  });

  it('links to the student ID card, opening it in a new tab', async () => {
    stubMember(() => jsonResponse({ ...memberProfile, studentIdUrl: '/api/me/student-id' }));
    renderApp('/dashboard');
    const link = (await personalInformation()).getByRole('link', { name: /View student ID card/ });
    expect(link).toHaveAttribute('href', '/api/me/student-id');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('tells a member whose application is pending that it is under review', async () => {
    stubMember(() => jsonResponse({ ...memberProfile, status: 'pending' }));
    renderApp('/dashboard');
    expect(await screen.findByText('Your application is under review')).toBeVisible();
    expect(screen.queryByText('Approved')).toBeNull();
  });

  it("shows a declined member the administrator's comment", async () => {
    stubMember(() =>
      jsonResponse({
        ...memberProfile,
        status: 'declined',
        comments: 'Please send a valid dental registration certificate.',
      }),
    );
    renderApp('/dashboard');
    const banner = (await screen.findByText('Your application was declined')).closest(
      '[role="alert"]',
    );
    expect(banner).toHaveTextContent(
      'Comment from the administrator: Please send a valid dental registration certificate.',
    );
  });

  it('signs the member out and goes home when their session has ended', async () => {
    let session = signedIn;
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/me/profile': () =>
        errorResponse(401, 'unauthorized', 'Please sign in to continue.'),
      'POST /api/auth/member/logout': () => {
        session = signedOut;
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Failed to fetch member details.')).toBeVisible();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let fail = true;
    stubMember(() =>
      fail ? Promise.reject(new TypeError('offline')) : jsonResponse(memberProfile),
    );
    const { user } = renderApp('/dashboard');
    expect(
      await screen.findByText('Failed to fetch member details.', {}, { timeout: 5000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await personalInformation()).toBeTruthy();
  });

  it('has Profile and Settings tabs, usable with the arrow keys, and no others yet', async () => {
    stubMember();
    const { user, router } = renderApp('/dashboard');
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Settings']);
    const profile = tabs.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');

    profile.focus();
    await user.keyboard('{ArrowDown}');
    const settings = tabs.getByRole('tab', { name: 'Settings' });
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=settings');

    await user.keyboard('{ArrowRight}');
    expect(profile).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the address', async () => {
    stubMember();
    renderApp('/dashboard?tab=settings');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
