import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';
import { PageTitle } from '@/features/site/components/page-title';
import { cn } from '@/utils/cn';

/** Stands in, inside the back office, for a sidebar page that is not built yet. */
export function NotBuiltYetPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <PageTitle title="Page not found" />
      <Construction aria-hidden="true" className="size-12 text-brand-600" strokeWidth={1.5} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        This part of the back office is not available yet. Choose another page in the menu, or
        return to the overview.
      </p>
      <Link to={adminPaths.home} className={cn(buttonClasses('primary'), 'mt-8')}>
        Go to the overview
      </Link>
    </section>
  );
}
