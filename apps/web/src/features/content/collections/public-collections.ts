import { paths } from '@/config/paths';
import type { CollectionDescription, CollectionRoutes } from './collection-description';

type PublicCollection = {
  routes: CollectionRoutes;
  /** Loads the rest of its description, in a code chunk of its own, with its first page. */
  describe: () => Promise<CollectionDescription>;
};

/**
 * The public collections with a list page and a page per item. Their routes are here, for the
 * route table; the rest of each description loads only with its pages.
 */
export const publicCollections: PublicCollection[] = [
  {
    routes: { list: paths.researchGrant, item: paths.researchGrantDetail },
    describe: async () => (await import('./research-grants')).researchGrants,
  },
  {
    routes: { list: paths.studyClub, item: paths.studyClubDetail },
    describe: async () => (await import('./study-clubs')).studyClubs,
  },
  {
    routes: { list: paths.events, item: paths.eventDetail },
    describe: async () => (await import('./events')).events,
  },
  {
    routes: { list: paths.blog, item: paths.blogPost, category: paths.blogCategory },
    describe: async () => (await import('./blog')).blog,
  },
  {
    routes: { list: '/:pressPath', item: '/:pressPath/:slug' },
    describe: async () => (await import('./press')).press,
  },
];
