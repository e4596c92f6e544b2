import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { navGroups, type NavGroup } from '@/config/paths';
import { cn } from '@/utils/cn';
import { groupLinkCurrent, isGroupActive } from '../utils/active-navigation';
import { ConferenceLink } from './conference-link';
import { NavEntries } from './nav-entries';

const rowClasses = (active: boolean) =>
  cn(
    'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-3 text-left text-base font-medium',
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50',
  );

/** The groups inside the mobile menu; a menu group's header expands it instead of navigating. */
export function MobileNav() {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(
    () => navGroups.find((group) => group.kind === 'menu' && isGroupActive(group, pathname))?.label,
  );

  return (
    <nav aria-label="Main" className="p-2">
      <ul className="flex flex-col gap-0.5">
        {navGroups.map((group) => (
          <li key={group.label}>
            <MobileGroup
              group={group}
              pathname={pathname}
              expanded={expanded === group.label}
              onToggle={() => setExpanded(expanded === group.label ? undefined : group.label)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MobileGroupProps = {
  group: NavGroup;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
};

function MobileGroup({ group, pathname, expanded, onToggle }: MobileGroupProps) {
  const entriesId = useId();
  const active = isGroupActive(group, pathname);
  switch (group.kind) {
    case 'link':
      return (
        <Link
          to={group.to}
          aria-current={groupLinkCurrent(group, pathname)}
          className={rowClasses(active)}
        >
          {group.label}
        </Link>
      );
    case 'menu':
      return (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={entriesId}
            aria-current={active ? 'true' : undefined}
            onClick={onToggle}
            className={rowClasses(active)}
          >
            {group.label}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
          <div id={entriesId} hidden={!expanded} className="py-1 pl-3">
            <NavEntries entries={group.entries} />
          </div>
        </>
      );
    case 'conference':
      return <ConferenceLink label={group.label} showTitle className={rowClasses(false)} />;
  }
}
