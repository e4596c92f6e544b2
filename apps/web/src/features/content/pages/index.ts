// The public content pages' code-split chunk.
export { BlogCategoryPage, BlogPage, BlogPostPage } from './blog-pages';
export { CommitteePage } from './committee-page';
export { CouncilPage } from './council-page';
export { ApplicationGuidelinesPage, FellowshipGuidelinesPage } from './guidelines-pages';
export { PodcastPage } from './podcast-page';
export { PressArticlePage, PressListPage } from './press-pages';
export { YoutubePage } from './youtube-page';
export { EventPage, EventsPage } from './event-pages';
export { ResearchGrantPage, ResearchGrantsPage } from './research-grant-pages';
export {
  AboutUsPage,
  DecisionTreesPage,
  FellowsPage,
  GalleryPage,
  MembershipBenefitsPage,
  SpeakerFinderPage,
} from './simple-pages';
export { StudyClubPage, StudyClubsPage } from './study-club-pages';
