import { ageOn } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cdeSummary } from '@/testing/event-fixtures';
import { signedIn, signedOut } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { arrivedAt, dashboardLoad, renderApp, type RenderedApp } from '@/testing/render-app';
import { stubScreen } from '@/testing/screen-size';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const stubMember = (
  profile: () => Response | Promise<Response> = () => jsonResponse(memberProfile),
) =>
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': profile,
    'GET /api/me/fellowship': () => jsonResponse({ fellowship: null }),
    'GET /api/me/research-grant': () => jsonResponse({ grant: null, roadmap: null }),
    'GET /api/me/events': () => jsonResponse({ items: [] }),
    'GET /api/me/cde': () => jsonResponse(cdeSummary),
    'GET /api/me/payments': () => jsonResponse({ items: [] }),
  });

const personalInformation = async () =>
  within(await screen.findByRole('region', { name: 'Personal Information' }, dashboardLoad));

const valueOf = (section: ReturnType<typeof within>, label: string) =>
  section.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('member dashboard', () => {
  it('sends signed-out visitors to the login page', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedOut) });
    const { router } = await renderApp('/dashboard');
    await arrivedAt(router, '/member-login');
  });

  it("shows the member's picture, name, e-mail and membership ID", async () => {
    stubMember();
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' }, dashboardLoad),
    ).toBeVisible();
    const panel = within(screen.getByRole('tabpanel', { name: 'Profile' }));
    expect(panel.getByText(memberProfile.email)).toBeVisible();
    expect(panel.getByText('OSI-0042')).toBeVisible();
    expect(panel.getByText('Approved')).toBeVisible();
    expect(document.querySelector('img[src="/uploads/public/asha.png"]')).not.toBeNull();
  });

  it('shows every personal detail, N/A where empty, and the age from the date of birth', async () => {
    stubMember();
    await renderApp('/dashboard');
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
    await renderApp('/dashboard');
    const link = (await personalInformation()).getByRole('link', { name: /View student ID card/ });
    expect(link).toHaveAttribute('href', '/api/me/student-id');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('tells a member whose application is pending that it is under review', async () => {
    stubMember(() => jsonResponse({ ...memberProfile, status: 'pending' }));
    await renderApp('/dashboard');
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
    await renderApp('/dashboard');
    const banner = (await screen.findByText('Your application was declined')).closest(
      '[role="alert"]',
    );
    expect(banner).toHaveTextContent(
      'Comment from the administrator: Please send a valid dental registration certificate.',
    );
  });

  /** The member area's API, where the profile answers `profile` and signing out `logout`. */
  const failingProfileApi = (
    profile: () => Response | Promise<Response>,
    logout: () => Response | Promise<Response> = () => new Response(null, { status: 204 }),
  ) => {
    let session = signedIn;
    return stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/me/profile': profile,
      'POST /api/auth/member/logout': () => {
        session = signedOut;
        return logout();
      },
    });
  };

  it.each([
    ['their session has ended', () => errorResponse(401, 'unauthorized', 'Please sign in.')],
    ['the server fails', () => errorResponse(503, 'unavailable', 'Try again later.')],
    ['the server cannot be reached', () => Promise.reject(new TypeError('offline'))],
  ])('signs the member out and goes home when %s', async (_, profile) => {
    const fetchMock = failingProfileApi(profile);
    const { router } = await renderApp('/dashboard');
    expect(await screen.findByText('Failed to fetch member details.')).toBeVisible();
    await arrivedAt(router, '/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('goes home even when the server cannot end the session either', async () => {
    failingProfileApi(
      () => errorResponse(500, 'internal', 'Something broke.'),
      () => errorResponse(500, 'internal', 'Something broke.'),
    );
    const { router } = await renderApp('/dashboard');
    await arrivedAt(router, '/');
  });

  it('sends a member whose session ends on the dashboard home, never to the login page', async () => {
    let session = signedIn;
    stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/me/profile': () => jsonResponse(memberProfile),
    });
    const { router, queryClient } = await renderApp('/dashboard');
    await personalInformation();
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    session = signedOut;
    await queryClient.invalidateQueries({ queryKey: ['session'] });
    await arrivedAt(router, '/');
    expect(visited).not.toContain('/member-login');
  });

  const openTabs = async () => {
    stubMember();
    const { user, router } = await renderApp('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Dr. Asha Rao' }, dashboardLoad);
    const tablist = screen.getByRole('tablist', { name: 'Dashboard' });
    const tabs = within(tablist);
    return {
      user,
      router,
      tablist,
      profile: tabs.getByRole('tab', { name: 'Profile' }),
      fellowship: tabs.getByRole('tab', { name: 'Fellowship' }),
      researchGrant: tabs.getByRole('tab', { name: 'Research Grant' }),
      events: tabs.getByRole('tab', { name: 'Events' }),
      cde: tabs.getByRole('tab', { name: 'CDE and certificates' }),
      payments: tabs.getByRole('tab', { name: 'Payments' }),
      settings: tabs.getByRole('tab', { name: 'Settings' }),
    };
  };

  /** Radix moves focus a tick after the key, and the address changes after that. */
  const expectOpen = async (
    selected: HTMLElement,
    other: HTMLElement,
    heading: string,
    search: string,
    router: RenderedApp['router'],
  ) => {
    await waitFor(() => expect(selected).toHaveAttribute('aria-selected', 'true'));
    expect(selected).toHaveFocus();
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: selected.textContent! });
    expect(selected).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(router.state.location.search).toBe(search);
  };

  it('has the Profile, Fellowship, Research Grant, Events, CDE, Payments and Settings tabs, Profile open', async () => {
    const { tablist, profile } = await openTabs();
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Profile',
      'Fellowship',
      'Research Grant',
      'Events',
      'CDE and certificates',
      'Payments',
      'Settings',
    ]);
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Profile' })).getByRole('heading', {
        name: 'Dr. Asha Rao',
      }),
    ).toBeVisible();
  });

  it('moves between the tabs of the top bar with Left, Right, Home and End', async () => {
    const {
      user,
      router,
      tablist,
      profile,
      fellowship,
      researchGrant,
      events,
      cde,
      payments,
      settings,
    } = await openTabs();
    expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    profile.focus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();

    const fellowshipHeading = 'Become a Fellow of the Society';
    await user.keyboard('{ArrowRight}');
    await expectOpen(fellowship, profile, fellowshipHeading, '?tab=fellowship', router);
    await user.keyboard('{ArrowRight}');
    await expectOpen(
      researchGrant,
      fellowship,
      'Apply for a Research Grant',
      '?tab=research-grant',
      router,
    );
    await user.keyboard('{ArrowRight}');
    await expectOpen(events, researchGrant, 'No event registrations yet', '?tab=events', router);
    await user.keyboard('{ArrowRight}');
    await expectOpen(cde, events, 'Certificates', '?tab=cde', router);
    await user.keyboard('{ArrowRight}');
    await expectOpen(payments, cde, 'No payments yet', '?tab=payments', router);
    await user.keyboard('{ArrowRight}');
    await expectOpen(settings, payments, 'Change Password', '?tab=settings', router);
    await user.keyboard('{ArrowRight}');
    await expectOpen(profile, settings, 'Dr. Asha Rao', '', router);
    await user.keyboard('{ArrowLeft}');
    await expectOpen(settings, profile, 'Change Password', '?tab=settings', router);
    await user.keyboard('{Home}');
    await expectOpen(profile, settings, 'Dr. Asha Rao', '', router);
    await user.keyboard('{End}');
    await expectOpen(settings, profile, 'Change Password', '?tab=settings', router);
  });

  it('moves between the tabs of the side column with Up and Down on a wide screen', async () => {
    stubScreen('wide');
    const { user, router, tablist, profile, fellowship } = await openTabs();
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    profile.focus();
    await user.keyboard('{ArrowDown}');
    await expectOpen(
      fellowship,
      profile,
      'Become a Fellow of the Society',
      '?tab=fellowship',
      router,
    );
    await user.keyboard('{ArrowUp}');
    await expectOpen(profile, fellowship, 'Dr. Asha Rao', '', router);
  });

  it('opens a tab on a click and goes on to the panel with Tab', async () => {
    const { user, router, profile, settings } = await openTabs();
    await user.click(settings);
    await expectOpen(settings, profile, 'Change Password', '?tab=settings', router);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveFocus();
  });

  it('opens the tab named in the address', async () => {
    stubMember();
    await renderApp('/dashboard?tab=settings');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
