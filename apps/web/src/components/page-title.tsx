import { imageSources, type ContentImage } from '@osi/shared';
import { DocumentHead } from '@/components/document-head';
import { siteOrigin } from '@/lib/site-origin';
import { useSiteSettings } from '@/features/site/api/get-site-settings';

type PageTitleProps = {
  title?: string | undefined;
  /** The line search results and shared links show; the society's mission when the page has none. */
  description?: string | undefined;
  /** The picture a shared link shows. */
  image?: ContentImage | null | undefined;
  /** A page that does not exist: search engines are asked to leave it out. */
  notFound?: boolean;
};

/**
 * The page's title, description and share image (Open Graph) in the document's head: the page's
 * own title, then the society's name. Rendered on the server for public pages.
 */
export function PageTitle({ title, description, image, notFound = false }: PageTitleProps) {
  const { data } = useSiteSettings();
  const text = [title, data?.name].filter(Boolean).join(' · ');
  if (!text) return null;
  const summary = description || data?.missionStatement;
  const shareImage = image && siteOrigin() + imageSources(image).src;
  return (
    <DocumentHead
      title={text}
      meta={{
        description: summary,
        robots: notFound ? 'noindex' : undefined,
        'og:title': title || text,
        'og:description': summary,
        'og:site_name': data?.name,
        'og:image': shareImage,
      }}
    />
  );
}
