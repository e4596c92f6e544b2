import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navGroups } from '@/config/paths';
import { signedIn } from '@/testing/fixtures';
import { arrivedAt, type RenderedApp, renderApp } from '@/testing/render-app';
import { isPageScrollLocked } from '@/testing/scroll-lock';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { linksOf } from '../utils/active-navigation';

// While the menu is open, the page behind it (the header too) is hidden from assistive technology.
const menuButton = () =>
  within(screen.getByRole('banner', { hidden: true })).getByRole('button', {
    name: 'Menu',
    hidden: true,
  });

const openMenu = async (user: RenderedApp['user']) => {
  await user.click(menuButton());
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
};

describe('mobile menu', () => {
  it('slides in on the menu button, locks page scrolling, and unlocks when closed', async () => {
    stubApi();
    const { user } = await renderApp();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    const menu = await openMenu(user);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    expect(isPageScrollLocked()).toBe(true);

    await user.click(menu.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(isPageScrollLocked()).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    stubApi();
    const { user } = await renderApp();
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('closes and unlocks scrolling when one of its links navigates', async () => {
    stubApi();
    const { user, router } = await renderApp();
    const menu = await openMenu(user);
    await user.click(menu.getByRole('button', { name: 'About' }));
    await user.click(menu.getByRole('link', { name: 'Our Committee' }));

    await arrivedAt(router, '/our-committee');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isPageScrollLocked()).toBe(false);
  });

  it('closes when its link to the page already shown is chosen', async () => {
    stubApi();
    const { user } = await renderApp('/');
    const menu = await openMenu(user);
    await user.click(menu.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['About', ['About Us', 'Our Committee']],
    [
      'Research',
      [
        'Research Grant',
        'Research Grant Application',
        'Application Guidelines',
        'How to Apply',
        'Application Review Process',
        'Accepted Articles',
      ],
    ],
  ])('expands %s instead of navigating, listing its parent page too', async (label, items) => {
    stubApi();
    const { user, router } = await renderApp();
    const menu = await openMenu(user);
    const header = menu.getByRole('button', { name: label });
    expect(menu.queryByRole('link', { name: label })).toBeNull();
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: items[0] })).toBeNull();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.pathname).toBe('/');
    for (const item of items) expect(menu.getByRole('link', { name: item })).toBeVisible();

    await user.click(header);
    expect(menu.queryByRole('link', { name: items[0] })).toBeNull();
  });

  it('offers every group and item of the navigation structure', async () => {
    stubApi();
    const { user } = await renderApp();
    const menu = await openMenu(user);
    await menu.findByRole('link', { name: /Annual Congress/ });
    for (const group of navGroups) {
      if (group.kind === 'link') {
        expect(menu.getByRole('link', { name: group.label })).toHaveAttribute('href', group.to);
      }
      if (group.kind !== 'menu') continue;
      await user.click(menu.getByRole('button', { name: group.label }));
      for (const link of linksOf(group.entries)) {
        expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
      }
    }
  });

  it('opens with the group of the current page expanded and highlighted', async () => {
    stubApi();
    const { user } = await renderApp('/recognition-council');
    const menu = await openMenu(user);
    const about = menu.getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-current', 'true');
    expect(menu.getByRole('button', { name: 'Tools' })).not.toHaveAttribute('aria-current');
  });

  it('shows Dashboard and Logout to a signed-in member', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedIn) });
    const { user } = await renderApp();
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Your account' });
    const menu = await openMenu(user);
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
