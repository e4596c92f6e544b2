import { DocumentHead } from '@/components/document-head';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown instead of the whole site when a page fails to render. */
export function ErrorPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center px-4 text-center">
      <DocumentHead title="Something went wrong" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page could not be shown. Please reload it; if the problem continues, try again later.
      </p>
      <div className="mt-8 flex gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <a href={paths.home} className={buttonClasses('secondary', 'lg')}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
