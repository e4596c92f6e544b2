import type { ContentItem } from '@osi/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ArticleValue } from '../content-types';
import { ArticleCard } from './article-card';

/**
 * Embla's scroll duration is a physics setting, not milliseconds; 25 is its default. This one
 * settles in about the spec's `carousel.speedMs` (500 ms) on a three-card step.
 */
const emblaDuration = 30;

type ArticleCarouselProps = {
  articles: ContentItem<ArticleValue>[];
  linkTo: (slug: string) => string;
  /** Names the carousel: "Press articles". */
  label: string;
};

/**
 * The spec's carousel of article cards: 3 wide, 2 up to 1024 px, 1 up to 767 px (`carousel`),
 * with previous and next arrows; swipeable, and the keyboard reaches every card's link.
 */
export function ArticleCarousel({ articles, linkTo, label }: ArticleCarouselProps) {
  const [viewport, embla] = useEmblaCarousel({ align: 'start', duration: emblaDuration });
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!embla) return () => {};
      embla.on('select', notify).on('reInit', notify);
      return () => {
        embla.off('select', notify).off('reInit', notify);
      };
    },
    [embla],
  );
  const canScroll = {
    prev: useSyncExternalStore(
      subscribe,
      () => embla?.canScrollPrev() ?? false,
      () => false,
    ),
    next: useSyncExternalStore(
      subscribe,
      () => embla?.canScrollNext() ?? false,
      () => false,
    ),
  };

  const steps = [
    { label: 'Previous', Icon: ChevronLeft, can: canScroll.prev, go: () => embla?.scrollPrev() },
    { label: 'Next', Icon: ChevronRight, can: canScroll.next, go: () => embla?.scrollNext() },
  ];

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ml-6 flex touch-pan-y">
          {articles.map((article, index) => (
            <li
              key={article.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${articles.length}`}
              data-testid="carousel-card"
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 min-[64.0625rem]:basis-1/3"
            >
              {/* The first card's image is the page's largest paint on a phone. */}
              <ArticleCard article={article} to={linkTo(article.slug!)} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        {steps.map(({ label, Icon, can, go }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            disabled={!can}
            onClick={go}
            className="rounded-full bg-white p-3 text-brand-800 shadow ring-1 ring-slate-200 hover:bg-brand-50 disabled:opacity-40"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        ))}
      </div>
    </section>
  );
}
