import type { ComponentType } from 'react';
import { Navigate, useParams, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';

type LazyPage = (load: () => Promise<ComponentType>) => Omit<NonIndexRouteObject, 'children'>;

const content = () => import('@/features/content/pages');

/** The route table's old addresses lead to their current pages. */
function LegacyBlogPost() {
  const { slug = '' } = useParams();
  return <Navigate to={`/blog/${encodeURIComponent(slug)}`} replace />;
}

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
  { path: paths.blogs, element: <Navigate to={paths.blog} replace /> },
  { path: paths.blog1, element: <Navigate to={paths.blog} replace /> },
  { path: paths.blog1Post, Component: LegacyBlogPost },
  { path: paths.eventDetailPage, element: <Navigate to={paths.events} replace /> },
];
