import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSiteSettings } from '../api/get-site-settings';
import { LogoMark } from '@/components/logo-mark';

/** The mark and the society's names, linking home. `compact` shows only the short name. */
export function SiteLogo({ compact }: { compact?: boolean }) {
  const settings = useSiteSettings();

  return (
    <Link to={paths.home} className="flex min-w-0 items-center gap-2.5 rounded-lg">
      <LogoMark className="size-10 shrink-0" />
      {settings.isPending ? (
        <Skeleton className="h-6 w-24" />
      ) : settings.data ? (
        <span className="flex min-w-0 flex-col">
          <span className="text-lg leading-tight font-bold tracking-wider text-brand-900 uppercase">
            {settings.data.shortName}
          </span>
          {!compact && (
            <span className="max-w-56 text-xs leading-tight text-slate-600 xl:sr-only 2xl:not-sr-only">
              {settings.data.name}
            </span>
          )}
        </span>
      ) : (
        <span className="sr-only">Home</span>
      )}
    </Link>
  );
}
