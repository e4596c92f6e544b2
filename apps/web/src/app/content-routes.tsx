import { redirect, type RouteObject } from 'react-router';
import { loadWithForms } from '@/components/form/load-with-forms';
import { paths } from '@/config/paths';
import type { CollectionRoutes } from '@/features/content/collections/collection-description';
import { publicCollections } from '@/features/content/collections/public-collections';
import type { PageData } from '@/lib/page-data';
import type { LazyPage } from './lazy-page';

/** Each file of content pages is a code chunk of its own: a page loads only what it shows. */
const pages = {
  committeePage: () => import('@/features/content/pages/committee-page'),
  councilPage: () => import('@/features/content/pages/council-page'),
  galleryPage: () => import('@/features/content/pages/gallery-page'),
  guidelinesPages: () => import('@/features/content/pages/guidelines-pages'),
  podcastPage: () => loadWithForms(() => import('@/features/content/pages/podcast-page')),
  privacyPage: () => import('@/features/content/pages/privacy-page'),
  simplePages: () => import('@/features/content/pages/simple-pages'),
  speakerFinderPage: () => import('@/features/content/pages/speaker-finder-page'),
  youtubePage: () => loadWithForms(() => import('@/features/content/pages/youtube-page')),
};

/** The fellows page's data: the administrators' list, then the listed members who are fellows. */
const fellowsPageData = async (): Promise<PageData> => {
  const [{ fellowsPageData: fellowsList }, { fellowsQueryOptions }] = await Promise.all([
    pages.simplePages(),
    import('@/features/directory/api/directory'),
  ]);
  return () => [...fellowsList(), fellowsQueryOptions];
};

/**
 * The list, item and category pages of each public collection: a page loads its collection's
 * description and the generic page that draws it.
 */
const collectionRoutes = (page: LazyPage): RouteObject[] =>
  publicCollections.flatMap(({ routes, describe }) => {
    const loadPages = () =>
      Promise.all([describe(), import('@/features/content/pages/collection-pages')]);
    return (Object.keys(routes) as (keyof CollectionRoutes)[]).map((kind) => ({
      path: routes[kind],
      ...page(
        async () => {
          const [description, { collectionPages }] = await loadPages();
          const Page = collectionPages[kind];
          return function CollectionPage() {
            return <Page description={description} routes={routes} />;
          };
        },
        async () => {
          const [description, { collectionPageData }] = await loadPages();
          return collectionPageData[kind](description);
        },
      ),
    }));
  });

/** One of the route table's old addresses: it leads to its current page, on the server too. */
const moved = (path: string, to: (params: Record<string, string | undefined>) => string) => ({
  path,
  loader: ({ params }: { params: Record<string, string | undefined> }) => redirect(to(params), 301),
});

/** The public content pages (issue 9), each from the content system. */
export const createContentRoutes = (page: LazyPage): RouteObject[] => [
  {
    path: paths.ourCommittee,
    ...page(
      async () => (await pages.committeePage()).CommitteePage,
      async () => (await pages.committeePage()).committeePageData,
    ),
  },
  {
    path: paths.recognitionCouncil,
    ...page(
      async () => (await pages.councilPage()).CouncilPage,
      async () => (await pages.councilPage()).councilPageData,
    ),
  },
  {
    path: paths.fellowshipGuidelines,
    ...page(
      async () => (await pages.guidelinesPages()).FellowshipGuidelinesPage,
      async () => (await pages.guidelinesPages()).fellowshipGuidelinesPageData,
    ),
  },
  {
    path: paths.applicationGuidelines,
    ...page(
      async () => (await pages.guidelinesPages()).ApplicationGuidelinesPage,
      async () => (await pages.guidelinesPages()).applicationGuidelinesPageData,
    ),
  },
  {
    path: paths.youtube,
    ...page(
      async () => (await pages.youtubePage()).YoutubePage,
      async () => (await pages.youtubePage()).youtubePageData,
    ),
  },
  {
    path: paths.podcast,
    ...page(
      async () => (await pages.podcastPage()).PodcastPage,
      async () => (await pages.podcastPage()).podcastPageData,
    ),
  },
  {
    path: paths.aboutUs,
    ...page(
      async () => (await pages.simplePages()).AboutUsPage,
      async () => (await pages.simplePages()).aboutUsPageData,
    ),
  },
  {
    path: paths.privacy,
    ...page(
      async () => (await pages.privacyPage()).PrivacyPage,
      async () => (await pages.privacyPage()).privacyPageData,
    ),
  },
  {
    path: paths.membershipBenefits,
    ...page(
      async () => (await pages.simplePages()).MembershipBenefitsPage,
      async () => (await pages.simplePages()).membershipBenefitsPageData,
    ),
  },
  {
    path: paths.gallery,
    ...page(
      async () => (await pages.galleryPage()).GalleryPage,
      async () => (await pages.galleryPage()).galleryPageData,
    ),
  },
  {
    path: paths.speakerFinder,
    ...page(
      async () => (await pages.speakerFinderPage()).SpeakerFinderPage,
      async () => (await pages.speakerFinderPage()).speakerFinderPageData,
    ),
  },
  {
    path: paths.decisionTreesChecklists,
    ...page(
      async () => (await pages.simplePages()).DecisionTreesPage,
      async () => (await pages.simplePages()).decisionTreesPageData,
    ),
  },
  {
    path: paths.fellows,
    // The administrators' list of fellows, then the listed members in the fellowship programme.
    ...page(async () => {
      const [{ FellowsPage }, { FellowshipMembers }] = await Promise.all([
        pages.simplePages(),
        import('@/features/directory/components/fellowship-members'),
      ]);
      return function Fellows() {
        return <FellowsPage programme={<FellowshipMembers />} />;
      };
    }, fellowsPageData),
  },
  ...collectionRoutes(page),
  moved(paths.blogs, () => paths.blog),
  moved(paths.blog1, () => paths.blog),
  moved(paths.blog1Post, ({ slug = '' }) => `/blog/${encodeURIComponent(slug)}`),
  moved(paths.eventDetailPage, () => paths.events),
];
