import { ChevronDown } from 'lucide-react';
import { TakeOverApart } from '@/components/take-over-apart';
import { Dropdown } from '@/components/ui/dropdown';
import { cn } from '@/utils/cn';
import { MainNav } from './main-nav';
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
  return (
    <MainNav
      className="hidden xl:block"
      listClassName="flex items-center gap-0.5"
      itemClasses={topItemClasses}
      renderMenu={(group, active) => (
        <TakeOverApart name={`desktop menu ${group.label}`}>
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
        </TakeOverApart>
      )}
    />
  );
}
