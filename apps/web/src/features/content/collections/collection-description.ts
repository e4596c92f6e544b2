import type { ContentCollectionName, ContentItem, ContentSectionName } from '@osi/shared';
import type { ComponentType, ReactNode } from 'react';
import type { Params } from 'react-router';
import type { PageGroup } from '@/config/paths';
import type { PageData, PageQuery } from '@/lib/page-data';

/** Where a collection's pages are: route patterns, known when the route table is made. */
export type CollectionRoutes = { list: string; item: string; category?: string };

/** The addresses a drawn page links to, made from its routes and the address it is at. */
export type CollectionLinks = {
  list: string;
  item: (slug: string) => string;
  category?: (categorySlug: string) => string;
};

/** One list on the list page: every item, or the upcoming or past ones under a heading. */
export type CollectionList = {
  when?: 'upcoming' | 'past';
  heading?: { id: string; text: string };
  /** What the list says while it holds no item. */
  empty: string;
};

/**
 * How a collection's items are drawn: a page of them on the list page (`Items`), and one on its
 * own page (`Item`). The kinds of collection (cards, articles) make these from their description,
 * so a page loads only the components it draws.
 */
export type CollectionView = {
  Items: ComponentType<{ items: ContentItem[]; itemPath: (slug: string) => string; level: 2 | 3 }>;
  Item: ComponentType<{ slug: string; links: CollectionLinks }>;
  /** What `Item` is drawn with (decision 073). */
  itemData: (slug: string) => readonly PageQuery[];
};

/**
 * A public collection with a list page and a page per item (issue 21): what the generic pages in
 * `pages/collection-pages.tsx` draw for it. Its field names appear only in its `view`.
 */
export type CollectionDescription = {
  collection: ContentCollectionName;
  /** The list page's banner: the section an administrator writes, and the heading until then. */
  banner: { section: ContentSectionName; fallback: string };
  /** The header group whose other pages the list page links to first. */
  group?: PageGroup;
  pageSize: number;
  lists: readonly CollectionList[];
  /** Drawn below the lists: the newsletter box. */
  after?: ReactNode;
  /** Whether the pages exist at the address asked for, undefined until it can tell; else they do. */
  useFound?: () => boolean | undefined;
  /** The same, for the route's loader: what it reads to tell. */
  foundAt?: (page: { params: Params } & Pick<Parameters<PageData>[0], 'read'>) => Promise<boolean>;
  view: CollectionView;
};

/** The parts of a description that every kind of collection states itself. */
export type DescriptionBase = Omit<CollectionDescription, 'view'>;
