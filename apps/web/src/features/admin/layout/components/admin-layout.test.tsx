import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBackOffice, signedInAdmin, stubAdminApi } from '@/testing/admin-fixtures';
import { signedOut } from '@/testing/fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

/** The spec's sidebar table, kept apart from the app's copy so the test checks the app. */
const specSidebar = [
  ['Membership Type', '/member-type-price'],
  ['Membership Applications', '/admin-membership-applications'],
  ['Deleted Members', '/admin-deleted-membership-applications'],
  ['Fellowship Price', '/fellow-type-price'],
  ['Fellowship Applications', '/admin-fellowship-applications'],
  ['Research Grant Applications', '/admin-researchgrant-applications'],
  ['Fellowship Form Headings', '/fellowship-form-headers'],
  ['Research Banner', '/research-form-headers'],
  ['Study Club', '/adminstudyclub'],
  ['Speaker', '/adminspeaker'],
  ['Podcast', '/admin-podcast'],
  ['Youtube', '/admin-youtube'],
  ['Blogs', '/admin-blog'],
  ['Discuss forum', '/admindiscuss'],
  ['Events', '/adminevents'],
  ['Members and fellow', '/adminmf'],
  ['Contact us content', '/admincontact'],
  ['Research grant', '/adminresearchgrant'],
  ['Homepage', '/adminhomepage'],
  ['About us', '/adminaboutus'],
  ['Gallery', '/admin-gallery'],
  ['Directory Finder', '/admin-directory-finder'],
  ['Member benefits', '/admin-member-benefits'],
  ['Fellow Guidelines', '/admin-fellow-guidelines'],
  ['Our Committee', '/admin-our-committee'],
  ['Recognition council', '/admin-recognition-council'],
  ['Decision Trees', '/admin-decision-trees'],
  ['Subscribed Mails', '/subscribed-mails'],
  ['Osi Press', '/admin-osi-press'],
];

const administration = [
  ['Overview', '/adminhome'],
  ['Payments', '/admin-payments'],
  ['Renewals due', '/admin-renewals-due'],
  ['Event registrations', '/admin/events'],
  ['Check-in', '/admin/check-in'],
  ['Payments to reconcile', '/admin-payments-reconciliation'],
  ['Site details', '/admin-site-details'],
  ['Privacy notice', '/admin-privacy-notice'],
  ['Staff', '/admin/staff'],
  ['Audit log', '/admin-audit-log'],
  ['Privacy requests', '/admin-privacy-requests'],
  ['Add administrator', '/adminregister'],
  ['Send SMS', '/sms-send'],
];

const overview = {
  members: { pending: 0, approved: 0, declined: 0, manual: 0, deleted: 0 },
  unclaimedPayments: 0,
  recentActivity: [],
};

const stubBackOffice = (handlers: Parameters<typeof stubApi>[0] = {}) =>
  stubAdminApi({ 'GET /api/admin/overview': () => jsonResponse(overview), ...handlers });

beforeAll(loadBackOffice);

const sidebar = () => screen.getByRole('navigation', { name: 'Back office' });
const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });

describe('admin guard', () => {
  it('sends a visitor without an admin session to the sign-in, then back where they were going', async () => {
    let session = signedOut;
    stubApi({
      'GET /api/session': () => jsonResponse(session),
      'GET /api/admin/members': () =>
        jsonResponse({ items: [], page: 1, pageSize: 20, total: 0, totalPages: 1 }),
      'POST /api/auth/admin/login': () => {
        session = signedInAdmin;
        return jsonResponse({ message: 'Signed in', admin: signedInAdmin.admin });
      },
    });
    const { router, user } = await renderApp('/admin-membership-applications?page=2');

    await arrivedAt(router, '/adminlogin');
    expect(router.state.location.state).toEqual({ from: '/admin-membership-applications?page=2' });
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();

    await user.type(await screen.findByLabelText('E-mail'), 'meera.iyer@osi.example.org');
    await user.type(screen.getByLabelText('Password'), 'a long admin password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await arrivedAt(router, '/admin-membership-applications');
    expect(router.state.location.search).toBe('?page=2');
  });

  it.each(['/adminhome', '/member-type-price', '/admin-osi-press', '/adminregister'])(
    'guards %s like every page of the back office',
    async (url) => {
      stubApi();
      const { router } = await renderApp(url);
      await arrivedAt(router, '/adminlogin');
    },
  );

  it('takes the administrator to the sign-in when the server says the session is over', async () => {
    stubAdminApi({
      'GET /api/admin/overview': () =>
        errorResponse(401, 'unauthorized', 'Please sign in as an administrator.'),
    });
    let sessionOver = false;
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/session') return jsonResponse(sessionOver ? signedOut : signedInAdmin);
      sessionOver = true;
      return errorResponse(401, 'unauthorized', 'Please sign in as an administrator.');
    });
    const { router } = await renderApp('/adminhome');
    await arrivedAt(router, '/adminlogin');
    expect(router.state.location.state).toEqual({ from: '/adminhome' });
  });
});

describe('admin layout', () => {
  it('lists the spec sidebar in order, then the administration pages apart', async () => {
    stubBackOffice();
    await renderApp('/adminhome');
    const links = within(await screen.findByRole('navigation', { name: 'Back office' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([...specSidebar, ...administration]);
    const extras = within(sidebar()).getByRole('list', { name: 'Administration' });
    expect(within(extras).getAllByRole('link')).toHaveLength(administration.length);
    expect(sidebar()).toHaveClass('w-[250px]');
  });

  it('has the logo, the administrator name and Logout in the top bar, not the public header', async () => {
    stubBackOffice();
    await renderApp('/adminhome');
    const topBar = within(await screen.findByRole('banner'));
    expect(topBar.getByRole('link', { name: /Back office/ })).toHaveAttribute('href', '/adminhome');
    expect(topBar.getByText('Meera Iyer')).toBeVisible();
    expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it.each([
    ['/member-type-price', 'Membership Type', 'page'],
    ['/admin-membership-applications', 'Membership Applications', 'page'],
    [
      '/admin-membership-details/00000000-0000-4000-8000-000000000007',
      'Membership Applications',
      'true',
    ],
    ['/admin-fellowship-details/abc', 'Fellowship Applications', 'true'],
    ['/admin-osi-press', 'Osi Press', 'page'],
    ['/admin-payments-reconciliation', 'Payments to reconcile', 'page'],
  ])('highlights the entry of %s', async (url, label, current) => {
    stubBackOffice();
    await renderApp(url);
    await screen.findByRole('navigation', { name: 'Back office' });
    const highlighted = within(sidebar())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(highlighted.map((link) => link.textContent)).toEqual([label]);
    expect(highlighted[0]).toHaveAttribute('aria-current', current);
    expect(highlighted[0]).toHaveClass('bg-white');
  });

  it('toggles the sidebar with the menu button; Escape and navigation close it', async () => {
    stubBackOffice();
    const { user, router } = await renderApp('/adminhome');
    await screen.findByRole('navigation', { name: 'Back office' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', sidebar().id);
    expect(sidebar()).toHaveAttribute('data-open', 'false');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveAttribute('data-open', 'true');
    await user.click(menuButton());
    expect(sidebar()).toHaveAttribute('data-open', 'false');

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('data-open', 'false');
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.click(within(sidebar()).getByRole('link', { name: 'Osi Press' }));
    await arrivedAt(router, '/admin-osi-press');
    await waitFor(() => expect(sidebar()).toHaveAttribute('data-open', 'false'));
  });

  it('scrolls to the top on every change of page', async () => {
    stubBackOffice();
    const { user, router } = await renderApp('/adminhome');
    await screen.findByRole('navigation', { name: 'Back office' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(within(sidebar()).getByRole('link', { name: 'Speaker' }));
    await arrivedAt(router, '/adminspeaker');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('ends the session with Logout and shows the sign-in', async () => {
    let session = signedInAdmin;
    const fetchMock = stubBackOffice({
      'GET /api/session': () => jsonResponse(session),
      'POST /api/auth/admin/logout': () => {
        session = signedOut;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = await renderApp('/adminhome');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/admin/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    await arrivedAt(router, '/adminlogin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeVisible();
  });
});
