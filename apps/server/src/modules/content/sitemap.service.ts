import {
  blogCategoryPath,
  itemPagePaths,
  pressArticlePath,
  pressPath,
  publicPagePaths,
  type ContentCollectionName,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { listCategories, listPublishedPages } from './content.service';
import type { SitemapEntry } from './sitemap-xml';
import { getSiteSettings } from './site-settings.service';

/** A sitemap file holds at most 50,000 addresses; no collection comes near this many. */
const itemsPerCollection = 10_000;

const withSlug = (pattern: string, slug: string) =>
  pattern.replace(/:\w+$/, encodeURIComponent(slug));

/**
 * Every public page: the fixed ones, the press list, and each published item and blog category
 * with its own page, dated by its last change.
 */
export const sitemapEntries = async (db: Executor, publicUrl: string): Promise<SitemapEntry[]> => {
  const { shortName } = await getSiteSettings(db);
  const itemPages = async (collection: ContentCollectionName, pathOf: (slug: string) => string) =>
    (await listPublishedPages(db, collection, itemsPerCollection)).map((item) => ({
      path: pathOf(item.slug),
      lastModified: item.updatedAt,
    }));
  const collections = Object.keys(itemPagePaths) as (keyof typeof itemPagePaths)[];
  const entries = [
    ...Object.values(publicPagePaths).map((path) => ({ path })),
    { path: pressPath(shortName) },
    ...(await itemPages('press', (slug) => pressArticlePath(shortName, slug))),
    ...(
      await Promise.all(
        collections.map((collection) =>
          itemPages(collection, (slug) => withSlug(itemPagePaths[collection], slug)),
        ),
      )
    ).flat(),
    ...(await listCategories(db, 'blog')).map((category) => ({
      path: withSlug(blogCategoryPath, category.slug),
      lastModified: category.updatedAt,
    })),
  ];
  return entries.map(({ path, ...rest }) => ({ url: `${publicUrl}${path}`, ...rest }));
};
