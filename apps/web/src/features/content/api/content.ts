import type { ContentCollectionName, ContentSectionName } from '@osi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadedEndpoint } from '@/lib/loaded-endpoint';
import { callLoadedEndpoint } from '@/lib/endpoint-client';

/** Every public content query key starts with 'content': an edit in the back office refreshes them all. */
export const contentKeys = {
  all: ['content'] as const,
  section: (name: ContentSectionName) => [...contentKeys.all, 'section', name] as const,
  list: (collection: ContentCollectionName, query: PublicListQuery) =>
    [...contentKeys.all, collection, 'list', query] as const,
  item: (collection: ContentCollectionName, slug: string) =>
    [...contentKeys.all, collection, 'item', slug] as const,
  categories: (collection: ContentCollectionName) =>
    [...contentKeys.all, collection, 'categories'] as const,
  category: (collection: ContentCollectionName, slug: string) =>
    [...contentKeys.categories(collection), slug] as const,
};

export type PublicListQuery = {
  page?: number;
  pageSize?: number;
  category?: string;
  when?: 'upcoming' | 'past';
};

export const sectionQueryOptions = (name: ContentSectionName) =>
  queryOptions({
    queryKey: contentKeys.section(name),
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'section'), { params: { name } }),
  });

/** A page's content record; its value is null until an administrator writes it. */
export const useSection = (name: ContentSectionName) => useQuery(sectionQueryOptions(name));

export const contentListQueryOptions = (
  collection: ContentCollectionName,
  query: PublicListQuery = {},
) =>
  queryOptions({
    queryKey: contentKeys.list(collection, query),
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'list'), {
        params: { collection },
        query,
      }),
  });

/** A page of a collection's published items. */
export const useContentList = (collection: ContentCollectionName, query: PublicListQuery = {}) =>
  useQuery({ ...contentListQueryOptions(collection, query), placeholderData: keepPreviousData });

export const contentItemQueryOptions = (collection: ContentCollectionName, slug: string) =>
  queryOptions({
    queryKey: contentKeys.item(collection, slug),
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'item'), {
        params: { collection, slug },
      }),
  });

/** A published item by its slug. */
export const useContentItem = (collection: ContentCollectionName, slug: string) =>
  useQuery(contentItemQueryOptions(collection, slug));

export const contentCategoriesQueryOptions = (collection: ContentCollectionName) =>
  queryOptions({
    queryKey: contentKeys.categories(collection),
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'categories'), {
        params: { collection },
      }),
  });

export const contentCategoryQueryOptions = (collection: ContentCollectionName, slug: string) =>
  queryOptions({
    queryKey: contentKeys.category(collection, slug),
    queryFn: () =>
      callLoadedEndpoint(loadedEndpoint('contentEndpoints', 'category'), {
        params: { collection, categorySlug: slug },
      }),
  });

/** One category of published items, by its slug; a 404 when it holds none. */
export const useContentCategory = (collection: ContentCollectionName, slug: string) =>
  useQuery(contentCategoryQueryOptions(collection, slug));

/** What the home page shows of the content: its record, the latest press, the next events. */
export const homeContent = {
  record: sectionQueryOptions('home'),
  press: contentListQueryOptions('press', { pageSize: 3 }),
  events: contentListQueryOptions('event', { when: 'upcoming', pageSize: 3 }),
};
