import type { ContentSectionName } from '@osi/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useSection } from '../api/content';
import { Banner } from '../components/content-banner';
import { ContentPageBody } from '../components/content-states';
import { RichText } from '../components/rich-text';
import { textOr } from '../content-types';

/** A guidelines page: the banner, then a heading and the (numbered) HTML list under it. */
function GuidelinesPage({ section, fallback }: { section: ContentSectionName; fallback: string }) {
  const stored = useSection(section);
  const value = stored.data?.value;
  return (
    <>
      <Banner title={textOr(value?.banner, fallback)} pending={stored.isPending} />
      <ContentPageBody>
        <section className="mx-auto max-w-4xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          {stored.isPending ? (
            <div className="grid gap-3">
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : stored.isError ? (
            <LoadError error={stored.error} onRetry={() => void stored.refetch()} />
          ) : value ? (
            <>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">
                {textOr(value.heading, fallback)}
              </h2>
              <RichText html={textOr(value.body, '')} className="mt-4" />
            </>
          ) : (
            <p className="text-slate-600">The guidelines will be published here soon.</p>
          )}
        </section>
      </ContentPageBody>
    </>
  );
}

/** /fellowship-guidelines */
export function FellowshipGuidelinesPage() {
  return <GuidelinesPage section="fellowship-guidelines" fallback="Fellowship Guidelines" />;
}

/** /application-guidelines (also How to Apply, Application Review Process, Accepted Articles) */
export function ApplicationGuidelinesPage() {
  return <GuidelinesPage section="application-guidelines" fallback="Application Guidelines" />;
}
