import { applicationGuidelineParts, type ContentSectionName } from '@osi/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useSection } from '../api/content';
import { sectionPage } from '../api/page-content';
import { Banner } from '../components/content-banner';
import { ContentPageBody } from '../components/content-states';
import { RichText } from '../components/rich-text';
import { textOr } from '../content-types';

type GuidelinePart = { name: string; title: string; anchor: string };

const card =
  'mx-auto max-w-4xl scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10';

/** Brings the part the address names (#how-to-apply) into view once the page has drawn it. */
const useScrollToAnchor = (drawn: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn || !hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [drawn, hash]);
};

/**
 * A guidelines page: the banner, then a heading and the (numbered) HTML list under it, and each
 * of `parts` in a section of its own at its anchor.
 */
function GuidelinesPage({
  section,
  fallback,
  parts = [],
}: {
  section: ContentSectionName;
  fallback: string;
  parts?: readonly GuidelinePart[];
}) {
  const stored = useSection(section);
  const value = stored.data?.value;
  useScrollToAnchor(stored.isSuccess);
  return (
    <>
      <Banner title={textOr(value?.banner, fallback)} pending={stored.isPending} />
      <ContentPageBody>
        <div className="grid gap-8">
          <section className={card}>
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
          {stored.isSuccess &&
            parts.map((part) => (
              <section
                key={part.anchor}
                id={part.anchor}
                aria-labelledby={`${part.anchor}-heading`}
                className={card}
              >
                <h2
                  id={`${part.anchor}-heading`}
                  className="text-2xl font-bold tracking-tight text-slate-900"
                >
                  {part.title}
                </h2>
                {textOr(value?.[part.name]) ? (
                  <RichText html={textOr(value?.[part.name])} className="mt-4" />
                ) : (
                  <p className="mt-4 text-slate-600">This will be published here soon.</p>
                )}
              </section>
            ))}
        </div>
      </ContentPageBody>
    </>
  );
}

const fellowshipGuidelines = sectionPage('fellowship-guidelines');
export const fellowshipGuidelinesPageData = fellowshipGuidelines.pageData;

/** /fellowship-guidelines */
export function FellowshipGuidelinesPage() {
  return <GuidelinesPage section={fellowshipGuidelines.section} fallback="Fellowship Guidelines" />;
}

const applicationGuidelines = sectionPage('application-guidelines');
export const applicationGuidelinesPageData = applicationGuidelines.pageData;

/** /application-guidelines, with the How to Apply, Application Review Process and Accepted Articles parts */
export function ApplicationGuidelinesPage() {
  return (
    <GuidelinesPage
      section={applicationGuidelines.section}
      fallback="Application Guidelines"
      parts={applicationGuidelineParts}
    />
  );
}
