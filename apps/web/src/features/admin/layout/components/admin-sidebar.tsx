import { useId } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { cn } from '@/utils/cn';
import type { StaffRole } from '@osi/shared';
import {
  administrationEntries,
  entriesFor,
  sidebarEntries,
  type SidebarEntry,
} from '../sidebar-entries';

/** 'page' on the entry's own page, 'true' on a page it covers (a member's details). */
const currentFor = (entry: SidebarEntry, pathname: string) => {
  if (matchPath(entry.to, pathname)) return 'page';
  return entry.alsoActiveOn?.some((pattern) => matchPath(pattern, pathname)) ? 'true' : undefined;
};

function EntryList({ entries, labelledBy }: { entries: SidebarEntry[]; labelledBy?: string }) {
  const { pathname } = useLocation();
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-0.5">
      {entries.map((entry) => {
        const current = currentFor(entry, pathname);
        return (
          <li key={entry.to}>
            <Link
              to={entry.to}
              aria-current={current}
              className={cn(
                'block rounded-lg px-3 py-2 text-sm transition-colors',
                current
                  ? 'bg-white font-semibold text-brand-900'
                  : 'text-brand-100 hover:bg-white/10 hover:text-white',
              )}
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

type AdminSidebarProps = { id: string; open: boolean; role: StaffRole };

/**
 * The back office's navigation, 250 px wide: always shown on wide screens; on narrow ones it
 * slides over the page while `open`. It lists only the pages the role may use.
 */
export function AdminSidebar({ id, open, role }: AdminSidebarProps) {
  const administrationId = useId();
  const entries = entriesFor(role, sidebarEntries);
  const administration = entriesFor(role, administrationEntries);
  return (
    <nav
      id={id}
      aria-label="Back office"
      data-open={open}
      className={cn(
        'surface-dark fixed top-16 bottom-0 left-0 z-40 w-[250px] shrink-0 overflow-y-auto bg-brand-950 p-3 shadow-xl',
        'lg:sticky lg:block lg:h-[calc(100dvh-4rem)] lg:shadow-none',
        open ? 'block' : 'hidden',
      )}
    >
      {entries.length > 0 && <EntryList entries={entries} />}
      <div className={cn(entries.length > 0 && 'mt-4 border-t border-white/20 pt-4')}>
        <p
          id={administrationId}
          className="px-3 pb-2 text-xs font-semibold tracking-wider text-brand-200 uppercase"
        >
          Administration
        </p>
        <EntryList entries={administration} labelledBy={administrationId} />
      </div>
    </nav>
  );
}
