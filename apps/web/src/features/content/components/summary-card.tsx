import type { ContentImage as StoredImage, ContentItem } from '@osi/shared';
import type { ReactNode } from 'react';
import { typedAll } from '../content-types';
import { CardLink } from './card-link';
import { ContentImage } from './content-image';
import { TakeOverApart } from '@/components/take-over-apart';

type SummaryCardProps = {
  title: string;
  summary: string;
  image?: StoredImage | null;
  /** A line above the title: a date, a city. */
  meta?: ReactNode;
  to: string;
  linkLabel: string;
  /** The title's heading level: 2 where the cards come straight under the page's heading. */
  level?: 2 | 3;
};

/** A card that leads to an item's own page: image, a line about it, title, summary and link. */
function SummaryCard({ title, summary, image, meta, to, linkLabel, level = 3 }: SummaryCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {image && (
        <ContentImage
          image={image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {meta && <p className="text-sm font-medium text-brand-700">{meta}</p>}
        <Heading className="mt-1 text-lg font-semibold text-slate-900">{title}</Heading>
        <p className="mt-2 text-sm text-slate-600">{summary}</p>
        <CardLink to={to} label={linkLabel} title={title} />
      </div>
    </li>
  );
}

function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

/** What a card shows of an item, made from the item's value; the link goes to the item's page. */
export type CardFace = Omit<SummaryCardProps, 'to' | 'level'>;

/** Items as a grid of cards, each card's face drawn by `card` from the item's value. */
export function SummaryCards<V>({
  items,
  card,
  to,
  level,
}: {
  items: ContentItem[];
  card: (value: V) => CardFace;
  to: (slug: string) => string;
  level?: 2 | 3;
}) {
  return (
    <CardGrid>
      {typedAll<V>(items).map((item) => (
        <TakeOverApart key={item.id} name={`card ${item.id}`}>
          <SummaryCard {...card(item.value)} to={to(item.slug!)} level={level} />
        </TakeOverApart>
      ))}
    </CardGrid>
  );
}
