import type { ContentCollectionName, ContentSectionName } from '@osi/shared';
import type { PageData } from '@/lib/page-data';
import { contentListQueryOptions, sectionQueryOptions, type PublicListQuery } from './content';

/** A page that is one section an administrator writes, and what it is drawn with. */
export const sectionPage = (section: ContentSectionName) => ({
  section,
  pageData: (() => [sectionQueryOptions(section)]) satisfies PageData,
});

/**
 * A page of one collection's items under a banner an administrator writes (a section), and what
 * it is drawn with.
 */
export const listPage = (
  section: ContentSectionName,
  collection: ContentCollectionName,
  query: PublicListQuery,
) => {
  const list = contentListQueryOptions(collection, query);
  return {
    section,
    list,
    pageData: (() => [sectionQueryOptions(section), list]) satisfies PageData,
  };
};
