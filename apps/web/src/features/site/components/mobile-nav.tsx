import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { navGroups } from '@/config/paths';
import { cn } from '@/utils/cn';
import { isGroupActive } from '../utils/active-navigation';
import { MainNav, type NavMenuGroup } from './main-nav';
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
    <MainNav
      className="p-2"
      listClassName="flex flex-col gap-0.5"
      itemClasses={rowClasses}
      showConferenceTitle
      renderMenu={(group, active) => (
        <MobileMenuGroup
          group={group}
          active={active}
          expanded={expanded === group.label}
          onToggle={() => setExpanded(expanded === group.label ? undefined : group.label)}
        />
      )}
    />
  );
}

type MobileMenuGroupProps = {
  group: NavMenuGroup;
  active: boolean;
  expanded: boolean;
  onToggle: () => void;
};

function MobileMenuGroup({ group, active, expanded, onToggle }: MobileMenuGroupProps) {
  const entriesId = useId();
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
}
