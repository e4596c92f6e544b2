import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navGroups, navLinks } from '@/config/paths';
import { signedIn, signedOut, siteSettings } from '@/testing/fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';
import { linksOf } from '../utils/active-navigation';

const inHeader = () => within(screen.getByRole('banner'));
const mainNav = () => inHeader().getByRole('navigation', { name: 'Main' });
const groupButton = (label: string) => within(mainNav()).getByRole('button', { name: label });

describe('header navigation', () => {
  it('shows every group and every item of the navigation structure', async () => {
    stubApi();
    const { user } = await renderApp();
    await inHeader().findByRole('link', { name: /Annual Congress/ });

    for (const group of navGroups) {
      if (group.kind === 'link') {
        expect(within(mainNav()).getByRole('link', { name: group.label })).toHaveAttribute(
          'href',
          group.to,
        );
      }
      if (group.kind !== 'menu') continue;
      await user.click(groupButton(group.label));
      const panel = document.getElementById(
        groupButton(group.label).getAttribute('aria-controls')!,
      )!;
      for (const entry of group.entries) {
        if ('items' in entry) expect(within(panel).getByText(entry.label)).toBeVisible();
      }
      for (const link of linksOf(group.entries)) {
        expect(within(panel).getByRole('link', { name: link.label })).toHaveAttribute(
          'href',
          link.to,
        );
      }
    }
  });

  it('puts Fellowship Application under the Application Form sub-menu of Academics', async () => {
    stubApi();
    const { user } = await renderApp();
    await user.click(await screen.findByRole('button', { name: 'Academics' }));
    const submenu = inHeader().getByRole('list', { name: 'Application Form' });
    expect(within(submenu).getByRole('link', { name: 'Fellowship Application' })).toHaveAttribute(
      'href',
      '/apply-fellowship',
    );
  });

  it.each([
    ['/our-committee', 'About'],
    ['/recognition-council', 'About'],
    ['/decision-trees-checklists', 'Tools'],
    ['/events/annual-meet', 'Tools'],
    ['/member-directory', 'Membership'],
    ['/application-guidelines', 'Research'],
  ])('highlights the group of %s (%s)', async (url, label) => {
    stubApi();
    await renderApp(url);
    await waitFor(() => expect(groupButton(label)).toHaveAttribute('aria-current', 'true'));
    const others = within(mainNav())
      .getAllByRole('button')
      .filter((button) => button.textContent !== label);
    for (const button of others) expect(button).not.toHaveAttribute('aria-current');
  });

  it('marks the active item inside the open group as the current page', async () => {
    stubApi();
    const { user } = await renderApp('/our-committee');
    await user.click(groupButton('About'));
    expect(inHeader().getByRole('link', { name: 'Our Committee' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(inHeader().getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/blog', 'page'],
    ['/youtube', 'true'],
    ['/podcast', 'true'],
  ])('highlights Education on %s', async (url, current) => {
    stubApi();
    await renderApp(url);
    expect(within(mainNav()).getByRole('link', { name: 'Education' })).toHaveAttribute(
      'aria-current',
      current,
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the conference site from the settings in a new tab', async () => {
    stubApi();
    await renderApp();
    const link = await within(mainNav()).findByRole('link', { name: /Annual Congress/ });
    expect(link).toHaveAttribute('href', siteSettings.conference.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });

  it('still shows the navigation when the site settings fail to load', async () => {
    const fetchMock = stubApi({
      'GET /api/content/site-settings': () => errorResponse(500, 'internal', 'Server error'),
    });
    await renderApp();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/content/site-settings', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByText(siteSettings.contactEmail)).toBeNull());
    expect(within(mainNav()).getByRole('button', { name: 'About' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: /Annual Congress/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});

describe('header dropdown keyboard use', () => {
  it('opens with Enter, moves with the arrows and closes with Escape back on its button', async () => {
    stubApi();
    const { user } = await renderApp();
    const about = groupButton('About');
    expect(about).toHaveAttribute('aria-expanded', 'false');

    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(inHeader().getByRole('link', { name: 'About Us' })).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(inHeader().getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(inHeader().getByRole('link', { name: 'Our Committee' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
    expect(inHeader().queryByRole('link', { name: 'About Us' })).toBeNull();
  });

  it('toggles with Space and opens on ArrowDown with focus on the first item', async () => {
    stubApi();
    const { user } = await renderApp();
    const tools = groupButton('Tools');
    tools.focus();
    await user.keyboard(' ');
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(tools).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(inHeader().getByRole('link', { name: 'Discussion Forums' })).toHaveFocus();
  });

  it('closes when focus moves on and when one of its links is chosen', async () => {
    stubApi();
    const { user, router } = await renderApp();
    await user.click(groupButton('Membership'));
    await user.click(groupButton('Tools'));
    expect(groupButton('Membership')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Tools')).toHaveAttribute('aria-expanded', 'true');

    await user.click(inHeader().getByRole('link', { name: 'Gallery' }));
    // The page's code loads before the address changes.
    await arrivedAt(router, '/gallery');
    expect(groupButton('Tools')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header account controls', () => {
  it('offers Login and Join Us to visitors', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedOut) });
    await renderApp();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      navLinks.memberLogin.to,
    );
    expect(within(header).getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/become-a-member',
    );
    expect(within(header).queryByRole('button', { name: 'Your account' })).toBeNull();
  });

  it('gives a signed-in member a profile menu with Dashboard and Logout', async () => {
    let session = signedIn;
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(session),
      'POST /api/auth/member/logout': () => {
        session = signedOut;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = await renderApp('/our-committee');
    const header = screen.getByRole('banner');

    await user.click(await within(header).findByRole('button', { name: 'Your account' }));
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).getByText('Asha Rao')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await user.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/logout',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    await arrivedAt(router, '/');
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Your account' })).toBeNull();
  });

  it('tells the member when logging out fails and keeps them signed in', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'POST /api/auth/member/logout': () =>
        errorResponse(503, 'unavailable', 'The service is unavailable. Try again.'),
    });
    const { user, router } = await renderApp('/our-committee');
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Your account' }));
    await user.click(within(header).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('The service is unavailable. Try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/our-committee');
    expect(within(header).getByRole('button', { name: 'Your account' })).toBeInTheDocument();
  });
});
