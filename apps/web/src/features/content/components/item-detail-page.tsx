import type { ContentCollectionName, ContentImage as StoredImage } from '@osi/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { ApiError } from '@/lib/api-client';
import { useContentItem } from '../api/content';
import { typed } from '../content-types';
import { Banner } from './content-banner';
import { ContentImage } from './content-image';
import { ContentPageBody } from './content-states';
import { RichText } from './rich-text';

/** What an item's own page shows of it, made from the item's value. */
export type ItemDetail = {
  title: string;
  summary?: string;
  image?: StoredImage | null;
  body?: string;
  /** Label and value pairs shown beside the text: dates, venue, amount. */
  facts: [string, ReactNode][];
  actions?: ReactNode;
};

type ItemDetailPageProps<V> = {
  collection: ContentCollectionName;
  slug: string;
  back: { to: string; label: string };
  detail: (value: V) => ItemDetail;
};

/** An item's own page (an event, a study club, a grant): banner, image, facts, text and actions. */
export function ItemDetailPage<V>({ collection, slug, back, detail }: ItemDetailPageProps<V>) {
  const item = useContentItem(collection, slug);
  if (item.error instanceof ApiError && item.error.status === 404) return <NotFoundPage />;
  const shown = item.data ? detail(typed<V>(item.data).value) : undefined;
  return (
    <>
      <Banner
        title={shown?.title ?? ''}
        lead={shown?.summary}
        image={shown?.image}
        pending={item.isPending}
      />
      <ContentPageBody>
        <Link
          to={back.to}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          ← {back.label}
        </Link>
        {item.isError && !shown ? (
          <div className="mt-6">
            <LoadError error={item.error} onRetry={() => void item.refetch()} />
          </div>
        ) : !shown ? (
          <Skeleton className="mt-6 h-96 w-full rounded-2xl" />
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
            <article className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <ContentImage
                image={shown.image}
                sizes="(min-width: 1024px) 66vw, 100vw"
                priority
                className="mb-6 aspect-video w-full rounded-xl"
              />
              {shown.body && <RichText html={shown.body} />}
            </article>
            <aside className="grid content-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <dl className="grid gap-3">
                {shown.facts
                  .filter(([, value]) => Boolean(value))
                  .map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                        {label}
                      </dt>
                      <dd className="mt-0.5 text-slate-900">{value}</dd>
                    </div>
                  ))}
              </dl>
              {shown.actions}
            </aside>
          </div>
        )}
      </ContentPageBody>
    </>
  );
}
