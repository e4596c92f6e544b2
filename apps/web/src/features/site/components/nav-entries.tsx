import { useId } from 'react';
import { NavLink } from 'react-router';
import type { NavEntry, NavLinkItem, NavSubmenu } from '@/config/paths';
import { cn } from '@/utils/cn';

/** The links of one navigation group, with its sub-menus; the header and mobile menu share it. */
export function NavEntries({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => (
        <li key={entry.label}>
          {'items' in entry ? <Submenu submenu={entry} /> : <EntryLink link={entry} />}
        </li>
      ))}
    </ul>
  );
}

function Submenu({ submenu }: { submenu: NavSubmenu }) {
  const headingId = useId();
  return (
    <>
      <span
        id={headingId}
        className="block px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {submenu.label}
      </span>
      <ul aria-labelledby={headingId} className="ml-3 border-l border-brand-100 pl-1">
        {submenu.items.map((link) => (
          <li key={link.label}>
            <EntryLink link={link} />
          </li>
        ))}
      </ul>
    </>
  );
}

function EntryLink({ link }: { link: NavLinkItem }) {
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) =>
        cn(
          'block rounded-lg px-3 py-2 text-sm whitespace-nowrap',
          isActive
            ? 'bg-brand-50 font-semibold text-brand-800'
            : 'text-slate-700 hover:bg-slate-50 hover:text-brand-800',
        )
      }
    >
      {link.label}
    </NavLink>
  );
}
