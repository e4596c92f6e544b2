import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { navGroups, type NavGroup } from '@/config/paths';
import { cn } from '@/utils/cn';
import { groupLinkCurrent, isGroupActive } from '../utils/active-navigation';
import { ConferenceLink } from './conference-link';
import { NavEntries } from './nav-entries';

const topItemClasses = (active: boolean) =>
  cn(
    'group inline-flex items-center gap-1 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active
      ? 'bg-brand-50 text-brand-800 shadow-[inset_0_-2px_0] shadow-brand-600'
      : 'text-slate-700 hover:bg-slate-50 hover:text-brand-800',
  );

/** The header's navigation on wide screens: one entry per group, menus open as dropdowns. */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {navGroups.map((group) => (
          <li key={group.label}>
            <DesktopGroup group={group} pathname={pathname} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DesktopGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = isGroupActive(group, pathname);
  switch (group.kind) {
    case 'link':
      return (
        <Link
          to={group.to}
          aria-current={groupLinkCurrent(group, pathname)}
          className={topItemClasses(active)}
        >
          {group.label}
        </Link>
      );
    case 'menu':
      return (
        <Dropdown
          trigger={{
            className: topItemClasses(active),
            'aria-current': active ? 'true' : undefined,
            children: (
              <>
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                />
              </>
            ),
          }}
        >
          <NavEntries entries={group.entries} />
        </Dropdown>
      );
    case 'conference':
      return <ConferenceLink label={group.label} className={topItemClasses(false)} />;
  }
}
