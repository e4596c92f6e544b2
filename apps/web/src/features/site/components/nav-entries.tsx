import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
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

const entryClasses = (current: boolean) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm whitespace-nowrap',
    current
      ? 'bg-brand-50 font-semibold text-brand-800'
      : 'text-slate-700 hover:bg-slate-50 hover:text-brand-800',
  );

/** A page's link; one to a part of a page (#anchor) is current only while that part is. */
function EntryLink({ link }: { link: NavLinkItem }) {
  const location = useLocation();
  const [pathname, anchor] = link.to.split('#');
  if (anchor === undefined) {
    return (
      <NavLink to={link.to} className={({ isActive }) => entryClasses(isActive)}>
        {link.label}
      </NavLink>
    );
  }
  const current = location.pathname === pathname && location.hash === `#${anchor}`;
  return (
    <Link
      to={link.to}
      aria-current={current ? 'location' : undefined}
      className={entryClasses(current)}
    >
      {link.label}
    </Link>
  );
}
