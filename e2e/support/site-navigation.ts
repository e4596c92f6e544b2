import type { Locator, Page } from '@playwright/test';

export type NavItem = { label: string; path: string };
export type NavGroup =
  | { label: string; path: string }
  | { label: string; items: NavItem[] }
  | { label: 'Annual Congress'; external: true };

const guidelines = '/application-guidelines';

/**
 * The header navigation as the spec lists it, kept apart from the app's own copy so the
 * journeys check the app against the spec rather than against itself.
 */
export const specNavigation: NavGroup[] = [
  { label: 'Home', path: '/' },
  {
    label: 'Membership',
    items: [
      { label: 'Membership Benefits', path: '/membership-benefits' },
      { label: 'Apply Membership', path: '/become-a-member' },
      { label: 'Directory Finder', path: '/member-directory' },
    ],
  },
  {
    label: 'Academics',
    items: [
      { label: 'Fellows', path: '/fellows' },
      { label: 'Fellowship Guidelines', path: '/fellowship-guidelines' },
      { label: 'Fellowship Application', path: '/apply-fellowship' },
    ],
  },
  {
    label: 'About',
    items: [
      { label: 'About Us', path: '/about-us' },
      { label: 'Our Committee', path: '/our-committee' },
    ],
  },
  { label: 'Annual Congress', external: true },
  {
    label: 'Research',
    items: [
      { label: 'Research Grant', path: '/research-grant' },
      { label: 'Research Grant Application', path: '/research-grant-application' },
      { label: 'Application Guidelines', path: guidelines },
      { label: 'How to Apply', path: guidelines },
      { label: 'Application Review Process', path: guidelines },
      { label: 'Accepted Articles', path: guidelines },
    ],
  },
  {
    label: 'Tools',
    items: [
      { label: 'Discussion Forums', path: '/discussion-forums' },
      { label: 'Events', path: '/events' },
      { label: 'Speaker Finder', path: '/speaker-finder' },
      { label: 'Study Club', path: '/study-club' },
      { label: 'Gallery', path: '/gallery' },
    ],
  },
  { label: 'Education', path: '/blog' },
  { label: 'Contact', path: '/contact-us' },
];

/** Pages that send signed-out visitors to the login page instead. */
export const membersOnlyPaths = [
  '/discussion-forums',
  '/apply-fellowship',
  '/research-grant-application',
];

export const pathnameOf = (page: Page) => new URL(page.url()).pathname;

export const siteHeader = (page: Page) => page.getByRole('banner');

/** The header's navigation on wide screens. */
export const desktopNav = (page: Page): Locator =>
  siteHeader(page).getByRole('navigation', { name: 'Main' });

/** Opens the mobile menu and returns its panel. */
export const openMobileMenu = async (page: Page) => {
  await siteHeader(page).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
};
