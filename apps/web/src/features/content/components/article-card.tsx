import type { ContentItem } from '@osi/shared';
import type { ArticleValue } from '../content-types';
import { CardLink } from './card-link';
import { ContentImage } from './content-image';

type ArticleCardProps = {
  article: ContentItem<ArticleValue>;
  to: string;
  /** Its image is fetched at once and first (the first card of a list). */
  priority?: boolean;
};

/**
 * An article's card: image, tag, caption and a "Learn More" link to its page. The cards are the
 * list page's content, so their captions are the headings under the page's own.
 */
export function ArticleCard({ article, to, priority = false }: ArticleCardProps) {
  const { title, image, tag, category } = article.value;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <ContentImage
        image={image}
        sizes="(min-width: 1025px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {tag || category}
        </p>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{title}</h2>
        <CardLink to={to} label="Learn More" title={title} />
      </div>
    </article>
  );
}
