import { imageSources, type ContentImage } from '@osi/shared';
import { siteOrigin } from '@/lib/site-origin';
import { useSiteSettings } from '../api/get-site-settings';

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
    <>
      <title>{text}</title>
      {summary && <meta name="description" content={summary} />}
      {notFound && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={title || text} />
      {summary && <meta property="og:description" content={summary} />}
      {data && <meta property="og:site_name" content={data.name} />}
      {shareImage && <meta property="og:image" content={shareImage} />}
    </>
  );
}
