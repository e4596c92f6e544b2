import type { ContentImage, ContentItem } from '@osi/shared';

/** The fields of each collection's items, as the shared definitions make them. */
export type ArticleValue = {
  title: string;
  image: ContentImage;
  category: string;
  tag: string;
  author: string;
  summary: string;
  body: string;
};
export type PersonValue = { name: string; image: ContentImage; role: string; group?: string };
export type PodcastValue = {
  title: string;
  description: string;
  image: ContentImage;
  audioUrl: string;
};
export type VideoValue = { title: string; url: string; description: string };

/** An item of the public API with its collection's fields (the server checked them on write). */
export const typed = <V>(item: ContentItem) => item as ContentItem<V>;
export const typedAll = <V>(items: ContentItem[]) => items as ContentItem<V>[];

/** A record's text field, or `fallback` until an administrator has written it. */
export const textOr = (value: unknown, fallback = '') =>
  typeof value === 'string' && value.trim() ? value : fallback;

/** A page's heading and introduction: its section's banner and intro, or `fallback` until then. */
export const pageIntro = (
  section: Record<string, unknown> | null | undefined,
  fallback: { title: string; lead: string },
) => ({
  title: textOr(section?.banner, fallback.title),
  lead: textOr(section?.intro, fallback.lead),
});
