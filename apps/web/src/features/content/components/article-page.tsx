import type { ContentSectionName } from '@osi/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import {
  contentCategoriesQueryOptions,
  contentItemQueryOptions,
  contentListQueryOptions,
  sectionQueryOptions,
} from '../api/content';
import { typed, typedAll, type ArticleValue } from '../content-types';
import { Banner } from './content-banner';
import { ContentImage } from './content-image';
import { ContentPageBody } from './content-states';
import { RichText } from './rich-text';

type ArticleCollection = 'press' | 'blog';

/** What an article's page is drawn with: the banner, the article, the latest, the categories. */
export const articleQueries = (
  collection: ArticleCollection,
  section: ContentSectionName,
  slug: string,
) => ({
  banner: sectionQueryOptions(section),
  article: contentItemQueryOptions(collection, slug),
  latest: contentListQueryOptions(collection, { pageSize: 5 }),
  categories: contentCategoriesQueryOptions(collection),
});

type ArticlePageProps = {
  collection: ArticleCollection;
  section: ContentSectionName;
  slug: string;
  /** The page of another article of the collection. */
  linkTo: (slug: string) => string;
  /** The page of a category, where there is one. */
  categoryLink?: (categorySlug: string) => string;
  fallbackBanner: string;
};

/**
 * A press or blog article: the banner caption, its image, caption, body, category and author;
 * beside it the latest articles and the categories with how many articles each holds.
 */
export function ArticlePage({
  collection,
  section,
  slug,
  linkTo,
  categoryLink,
  fallbackBanner,
}: ArticlePageProps) {
  const queries = articleQueries(collection, section, slug);
  const banner = useQuery(queries.banner);
  const article = useQuery(queries.article);
  const latest = useQuery(queries.latest);
  const categories = useQuery(queries.categories);

  if (article.error instanceof ApiError && article.error.status === 404) return <NotFoundPage />;
  const caption = banner.data?.value?.banner;
  const value = article.data ? typed<ArticleValue>(article.data).value : undefined;

  return (
    <>
      <Banner
        title={value?.title ?? (typeof caption === 'string' ? caption : fallbackBanner)}
        description={value?.summary}
        image={value?.image}
        pending={article.isPending}
      />
      <ContentPageBody>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <article className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            {article.isError ? (
              <LoadError error={article.error} onRetry={() => void article.refetch()} />
            ) : !value ? (
              <div className="grid gap-4">
                <Skeleton className="aspect-video w-full rounded-xl" />
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-32 w-full" />
              </div>
            ) : (
              <>
                <ContentImage
                  image={value.image}
                  sizes="(min-width: 1024px) 66vw, 100vw"
                  priority
                  className="aspect-video w-full rounded-xl"
                />
                <p className="mt-6 text-sm text-slate-600">
                  <span className="font-semibold text-brand-700">{value.category}</span>
                  {value.author && <> · By {value.author}</>}
                </p>
                <p className="mt-3 text-lg text-slate-700">{value.summary}</p>
                <RichText html={value.body} className="mt-4" />
              </>
            )}
          </article>
          <aside className="grid content-start gap-8" aria-label="More articles">
            <section aria-labelledby="latest-articles">
              <h2 id="latest-articles" className="text-lg font-semibold text-slate-900">
                Latest
              </h2>
              <ul className="mt-3 grid gap-2">
                {typedAll<ArticleValue>(latest.data?.items ?? [])
                  .filter((item) => item.slug !== slug)
                  .slice(0, 4)
                  .map((item) => (
                    <li key={item.id}>
                      <Link
                        to={linkTo(item.slug!)}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        {item.value.title}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
            <section aria-labelledby="article-categories">
              <h2 id="article-categories" className="text-lg font-semibold text-slate-900">
                Categories
              </h2>
              <ul className="mt-3 grid gap-2">
                {(categories.data ?? []).map((category) => (
                  <li key={category.slug} className="flex justify-between gap-3 text-slate-700">
                    {categoryLink ? (
                      <Link
                        to={categoryLink(category.slug)}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        {category.name}
                      </Link>
                    ) : (
                      <span>{category.name}</span>
                    )}
                    <span className="text-slate-600">({category.count})</span>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </ContentPageBody>
    </>
  );
}
