import { Link } from 'react-router';
import { adminPaths } from '@/config/paths';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { LogoMark } from '@/components/logo-mark';

/** The society's mark and short name with "Back office", linking to the overview. */
export function AdminLogo() {
  const { data: settings } = useSiteSettings();
  return (
    <Link to={adminPaths.home} className="flex min-w-0 items-center gap-2.5 rounded-lg">
      <LogoMark className="size-9 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        {settings && (
          <span className="text-base font-bold tracking-wider text-brand-900 uppercase">
            {settings.shortName}
          </span>
        )}
        <span className="truncate text-xs font-medium text-slate-600">Back office</span>
      </span>
    </Link>
  );
}
