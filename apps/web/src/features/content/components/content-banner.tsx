import type { ContentImage, ContentSectionName } from '@osi/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { PageTitle } from '@/components/page-title';
import { useSection } from '../api/content';

/**
 * The gradient banner at the top of a content page: its heading, and a line under it. The line
 * (or `description`) and `image` describe the page to search engines and shared links.
 */
export function Banner({
  title,
  lead,
  description,
  image,
  pending = false,
}: {
  title: string;
  lead?: string | undefined;
  description?: string | undefined;
  image?: ContentImage | null | undefined;
  pending?: boolean;
}) {
  return (
    <div className="surface-dark bg-linear-to-br from-indigo-950 via-brand-900 to-brand-700 px-4 py-12 text-white sm:px-6 sm:py-16">
      <div className="mx-auto max-w-6xl">
        {pending ? (
          <Skeleton tone="dark" className="h-10 w-2/3" />
        ) : (
          <>
            <PageTitle title={title} description={description ?? lead} image={image} />
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
              {title}
            </h1>
            {lead && <p className="mt-4 max-w-3xl text-lg text-brand-100">{lead}</p>}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The banner of a page whose caption and introduction an administrator writes (a section with
 * `banner` and `intro`); `fallback` is the heading until they have.
 */
export function SectionBanner({
  section,
  fallback,
}: {
  section: ContentSectionName;
  fallback: string;
}) {
  const stored = useSection(section);
  const value = stored.data?.value;
  const banner = typeof value?.banner === 'string' && value.banner ? value.banner : fallback;
  const intro = typeof value?.intro === 'string' ? value.intro : undefined;
  return <Banner title={banner} lead={intro} pending={stored.isPending} />;
}
