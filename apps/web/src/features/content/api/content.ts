import type { ContentCollectionName, ContentSectionName } from '@osi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const schemas = () => import('@/lib/response-schemas');

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
      api.get(`/content/sections/${name}`, () =>
        schemas().then((loaded) => loaded.contentSectionSchema),
      ),
  });

/** A page's content record; its value is null until an administrator writes it. */
export const useSection = (name: ContentSectionName) => useQuery(sectionQueryOptions(name));

const listQueryString = (query: PublicListQuery) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** A page of a collection's published items. */
export const useContentList = (collection: ContentCollectionName, query: PublicListQuery = {}) =>
  useQuery({
    queryKey: contentKeys.list(collection, query),
    queryFn: () =>
      api.get(`/content/${collection}?${listQueryString(query)}`, () =>
        schemas().then((loaded) => loaded.contentItemsPageSchema),
      ),
    placeholderData: keepPreviousData,
  });

/** A published item by its slug. */
export const useContentItem = (collection: ContentCollectionName, slug: string) =>
  useQuery({
    queryKey: contentKeys.item(collection, slug),
    queryFn: () =>
      api.get(`/content/${collection}/${encodeURIComponent(slug)}`, () =>
        schemas().then((loaded) => loaded.contentItemSchema),
      ),
  });

export const useContentCategories = (collection: ContentCollectionName) =>
  useQuery({
    queryKey: contentKeys.categories(collection),
    queryFn: () =>
      api.get(`/content/${collection}/categories`, () =>
        schemas().then((loaded) => loaded.contentCategoriesSchema),
      ),
  });

/** One category of published items, by its slug; a 404 when it holds none. */
export const useContentCategory = (collection: ContentCollectionName, slug: string) =>
  useQuery({
    queryKey: contentKeys.category(collection, slug),
    queryFn: () =>
      api.get(`/content/${collection}/categories/${encodeURIComponent(slug)}`, () =>
        schemas().then((loaded) => loaded.contentCategorySchema),
      ),
  });
