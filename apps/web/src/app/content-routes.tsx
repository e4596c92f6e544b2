import type { ComponentType } from 'react';
import { redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';

type LazyPage = (load: () => Promise<ComponentType>) => Omit<NonIndexRouteObject, 'children'>;

const content = () => import('@/features/content/pages');

/** One of the route table's old addresses: it leads to its current page, on the server too. */
const moved = (path: string, to: (params: Record<string, string | undefined>) => string) => ({
  path,
  loader: ({ params }: { params: Record<string, string | undefined> }) => redirect(to(params), 301),
});

/** The public content pages (issue 9), each from the content system. */
export const createContentRoutes = (page: LazyPage): RouteObject[] => [
  { path: paths.ourCommittee, ...page(async () => (await content()).CommitteePage) },
  { path: paths.recognitionCouncil, ...page(async () => (await content()).CouncilPage) },
  {
    path: paths.fellowshipGuidelines,
    ...page(async () => (await content()).FellowshipGuidelinesPage),
  },
  {
    path: paths.applicationGuidelines,
    ...page(async () => (await content()).ApplicationGuidelinesPage),
  },
  { path: paths.blog, ...page(async () => (await content()).BlogPage) },
  { path: paths.blogPost, ...page(async () => (await content()).BlogPostPage) },
  { path: paths.blogCategory, ...page(async () => (await content()).BlogCategoryPage) },
  { path: paths.youtube, ...page(async () => (await content()).YoutubePage) },
  { path: paths.podcast, ...page(async () => (await content()).PodcastPage) },
  { path: paths.aboutUs, ...page(async () => (await content()).AboutUsPage) },
  { path: paths.membershipBenefits, ...page(async () => (await content()).MembershipBenefitsPage) },
  { path: paths.gallery, ...page(async () => (await content()).GalleryPage) },
  { path: paths.speakerFinder, ...page(async () => (await content()).SpeakerFinderPage) },
  { path: paths.decisionTreesChecklists, ...page(async () => (await content()).DecisionTreesPage) },
  { path: paths.fellows, ...page(async () => (await content()).FellowsPage) },
  { path: paths.events, ...page(async () => (await content()).EventsPage) },
  { path: paths.eventDetail, ...page(async () => (await content()).EventPage) },
  { path: paths.studyClub, ...page(async () => (await content()).StudyClubsPage) },
  { path: paths.studyClubDetail, ...page(async () => (await content()).StudyClubPage) },
  { path: paths.researchGrant, ...page(async () => (await content()).ResearchGrantsPage) },
  { path: paths.researchGrantDetail, ...page(async () => (await content()).ResearchGrantPage) },
  { path: '/:pressPath', ...page(async () => (await content()).PressListPage) },
  { path: '/:pressPath/:slug', ...page(async () => (await content()).PressArticlePage) },
  moved(paths.blogs, () => paths.blog),
  moved(paths.blog1, () => paths.blog),
  moved(paths.blog1Post, ({ slug = '' }) => `/blog/${encodeURIComponent(slug)}`),
  moved(paths.eventDetailPage, () => paths.events),
];
