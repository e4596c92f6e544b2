import { pressPath } from '@osi/shared';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { useContentList } from '../api/content';
import { ArticleCarousel } from '../components/article-carousel';
import { ArticlePage } from '../components/article-page';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';
import { typedAll, type ArticleValue } from '../content-types';

/** The press routes live at `/{shortName}-press`; any other single-segment address is not found. */
const usePressRoute = () => {
  const { pressPath: segment } = useParams();
  const settings = useSiteSettings();
  const shortName = settings.data?.shortName;
  return {
    pending: settings.isPending,
    shortName,
    matches: shortName !== undefined && `/${segment}` === pressPath(shortName),
  };
};

function PressList({ shortName }: { shortName: string }) {
  const articles = useContentList('press', { pageSize: 30 });
  return (
    <>
      <SectionBanner section="press-page" fallback="In the Press" />
      <ContentPageBody>
        <ContentList query={articles} empty="Press articles will appear here soon.">
          {(items) => (
            <ArticleCarousel
              label="Press articles"
              articles={typedAll<ArticleValue>(items)}
              linkTo={(slug) => paths.pressArticle(shortName, slug)}
            />
          )}
        </ContentList>
      </ContentPageBody>
    </>
  );
}

/** The press list: a carousel of press articles. */
export function PressListPage() {
  const route = usePressRoute();
  if (route.pending) return <Spinner />;
  if (!route.matches || !route.shortName) return <NotFoundPage />;
  return <PressList shortName={route.shortName} />;
}

/** A press article's page. */
export function PressArticlePage() {
  const route = usePressRoute();
  const { slug = '' } = useParams();
  if (route.pending) return <Spinner />;
  if (!route.matches || !route.shortName) return <NotFoundPage />;
  const { shortName } = route;
  return (
    <ArticlePage
      collection="press"
      section="press-page"
      slug={slug}
      linkTo={(other) => paths.pressArticle(shortName, other)}
      fallbackBanner="In the Press"
    />
  );
}
