import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { navGroups, type NavGroup } from '@/config/paths';
import { groupLinkCurrent, isGroupActive } from '../utils/active-navigation';
import { ConferenceLink } from './conference-link';

export type NavMenuGroup = NavGroup & { kind: 'menu' };

type MainNavProps = {
  className: string;
  listClassName: string;
  /** A group's entry, as the group holds the current page or not. */
  itemClasses: (active: boolean) => string;
  /** A menu group's entry: how this navigation opens its links. */
  renderMenu: (group: NavMenuGroup, active: boolean) => ReactNode;
  /** Shows the conference's title under its link. */
  showConferenceTitle?: boolean;
};

/** The site's navigation, one entry per group, as the header and the mobile menu each show it. */
export function MainNav({
  className,
  listClassName,
  itemClasses,
  renderMenu,
  showConferenceTitle,
}: MainNavProps) {
  const { pathname } = useLocation();

  const entry = (group: NavGroup) => {
    const active = isGroupActive(group, pathname);
    switch (group.kind) {
      case 'link':
        return (
          <Link
            to={group.to}
            aria-current={groupLinkCurrent(group, pathname)}
            className={itemClasses(active)}
          >
            {group.label}
          </Link>
        );
      case 'menu':
        return renderMenu(group, active);
      case 'conference':
        return (
          <ConferenceLink
            label={group.label}
            showTitle={showConferenceTitle}
            className={itemClasses(false)}
          />
        );
    }
  };

  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {navGroups.map((group) => (
          <li key={group.label}>{entry(group)}</li>
        ))}
      </ul>
    </nav>
  );
}
