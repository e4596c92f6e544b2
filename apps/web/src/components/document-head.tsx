import { useEffect } from 'react';
import { drawingOnServer } from '@/lib/site-origin';

/** Meta tags by name (`description`, `robots`) or Open Graph property (`og:title`); empty ones are left out. */
type MetaTags = Record<string, string | null | undefined>;

type DocumentHeadProps = { title: string; meta?: MetaTags };

const attributeOf = (key: string) => (key.startsWith('og:') ? 'property' : 'name');

/** Makes the head's title and meta tags those of the page, adding, changing and removing tags. */
const applyHead = (title: string, meta: MetaTags) => {
  document.title = title;
  for (const [key, content] of Object.entries(meta)) {
    const attribute = attributeOf(key);
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!content) {
      tag?.remove();
      continue;
    }
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    tag.content = content;
  }
};

/**
 * The page's title and meta tags. On the server they are drawn as tags, which React hoists into
 * the head; the browser runs Preact (decision 052), which does not hoist, so there the head's own
 * tags are kept up to date instead.
 */
export function DocumentHead({ title, meta = {} }: DocumentHeadProps) {
  // As entries, so a tag the page no longer has (undefined) stays in the list and is removed.
  const entries = JSON.stringify(Object.entries(meta));
  useEffect(
    () => applyHead(title, Object.fromEntries(JSON.parse(entries) as [string, string | null][])),
    [title, entries],
  );
  if (!drawingOnServer()) return null;
  return (
    <>
      <title>{title}</title>
      {Object.entries(meta).map(([key, content]) =>
        content ? <meta key={key} {...{ [attributeOf(key)]: key }} content={content} /> : null,
      )}
    </>
  );
}
