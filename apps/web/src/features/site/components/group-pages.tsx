import { NavLink } from 'react-router';
import { groupPages, type PageGroup } from '@/config/paths';
import { cn } from '@/utils/cn';

/** "More in Education": the pages of one header group, linked from each of them. */
export function GroupPages({ group }: { group: PageGroup }) {
  return (
    <nav aria-label={`More in ${group}`} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {groupPages[group].map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-block rounded-full px-4 py-1.5 text-sm font-semibold ring-1',
                  isActive
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
