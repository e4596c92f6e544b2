import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { navLinks } from '@/config/paths';
import { cn } from '@/utils/cn';
import { useSiteSettings } from '../api/get-site-settings';
import { PageTitle } from '@/components/page-title';

export function NotFoundPage() {
  const { data: settings } = useSiteSettings();

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title="Page not found" notFound />
      <p className="text-7xl font-bold text-brand-600 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, we could not find the page you were looking for. It may have moved, or the address
        may be mistyped.
      </p>
      <Link to={navLinks.home.to} className={cn(buttonClasses('primary', 'lg'), 'mt-10')}>
        Go to the home page
      </Link>
      {settings && (
        <p className="mt-8 text-slate-600">
          Think something is missing? Write to us at{' '}
          <a
            href={`mailto:${settings.contactEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {settings.contactEmail}
          </a>
          .
        </p>
      )}
    </section>
  );
}
