import type { ReactNode } from 'react';
import { generatePath, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/site/pages/not-found-page';
import { ApiError } from '@/lib/api-client';
import type { PageData } from '@/lib/page-data';
import {
  contentCategoryQueryOptions,
  contentListQueryOptions,
  sectionQueryOptions,
  useContentCategory,
  useContentList,
  type PublicListQuery,
} from '../api/content';
import type {
  CollectionDescription,
  CollectionLinks,
  CollectionList,
  CollectionRoutes,
} from '../collections/collection-description';
import { SectionBanner } from '../components/content-banner';
import { ContentList, ContentPageBody } from '../components/content-states';

type CollectionPageProps = { description: CollectionDescription; routes: CollectionRoutes };

/** The addresses of the collection's pages, from the parameters of the one the visitor is on. */
const useLinks = ({ list, item, category }: CollectionRoutes): CollectionLinks => {
  const params = useParams();
  return {
    list: generatePath(list, params),
    item: (slug) => generatePath(item, { ...params, slug }),
    ...(category
      ? { category: (categorySlug) => generatePath(category, { ...params, categorySlug }) }
      : {}),
  };
};

const foundEverywhere = () => true;

/** `children` where the collection's pages exist at this address, "not found" elsewhere. */
function WhereFound({
  description,
  children,
}: {
  description: CollectionDescription;
  children: ReactNode;
}) {
  const useFound = description.useFound ?? foundEverywhere;
  const found = useFound();
  if (found === undefined) return <Spinner />;
  return found ? children : <NotFoundPage />;
}

/** The query of one list of the collection's items, in `category` if given. */
const listQuery = (
  { pageSize }: Pick<CollectionDescription, 'pageSize'>,
  list: CollectionList,
  category?: string,
): PublicListQuery => ({
  ...(list.when ? { when: list.when } : {}),
  pageSize,
  ...(category ? { category } : {}),
});

/** One list of the collection's items (in `category`, if given), under its heading if it has one. */
function ItemList({
  description: { collection, pageSize, view },
  list,
  category,
  itemPath,
}: {
  description: CollectionDescription;
  list: CollectionList;
  category?: string;
  itemPath: (slug: string) => string;
}) {
  const items = useContentList(collection, listQuery({ pageSize }, list, category));
  const drawn = (
    <ContentList query={items} empty={list.empty}>
      {(page) => <view.Items items={page} itemPath={itemPath} level={list.heading ? 3 : 2} />}
    </ContentList>
  );
  if (!list.heading) return drawn;
  return (
    <section aria-labelledby={list.heading.id} className="mb-12">
      <ListHeading id={list.heading.id}>{list.heading.text}</ListHeading>
      {drawn}
    </section>
  );
}

function ListHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}

/**
 * The items' lists (in `category`, if given) under the list page's banner, then what follows;
 * the links to the `group`'s pages come first.
 */
function ListsPage({
  description,
  group,
  category,
  heading,
  itemPath,
}: {
  description: CollectionDescription;
  group?: CollectionDescription['group'];
  category?: string;
  heading?: ReactNode;
  itemPath: (slug: string) => string;
}) {
  return (
    <>
      <SectionBanner section={description.banner.section} fallback={description.banner.fallback} />
      <ContentPageBody group={group}>
        {heading}
        {description.lists.map((list) => (
          <ItemList
            key={list.when ?? 'all'}
            description={description}
            list={list}
            category={category}
            itemPath={itemPath}
          />
        ))}
        {description.after}
      </ContentPageBody>
    </>
  );
}

/** A collection's list page: its banner, its items, and cards or a carousel leading to each. */
function CollectionListPage({ description, routes }: CollectionPageProps) {
  const links = useLinks(routes);
  return (
    <WhereFound description={description}>
      <ListsPage description={description} group={description.group} itemPath={links.item} />
    </WhereFound>
  );
}

/** An item's own page; "not found" for a slug no published item has. */
function CollectionItemPage({ description, routes }: CollectionPageProps) {
  const { slug = '' } = useParams();
  const links = useLinks(routes);
  return (
    <WhereFound description={description}>
      <description.view.Item slug={slug} links={links} />
    </WhereFound>
  );
}

function CategoryPage({ description, routes }: CollectionPageProps) {
  const { categorySlug = '' } = useParams();
  const category = useContentCategory(description.collection, categorySlug);
  const links = useLinks(routes);
  if (category.error instanceof ApiError && category.error.status === 404) return <NotFoundPage />;
  return (
    <ListsPage
      description={description}
      category={categorySlug}
      heading={<ListHeading>{category.data?.name ?? categorySlug}</ListHeading>}
      itemPath={links.item}
    />
  );
}

/** The items of one category; "not found" for a category that holds no published item. */
function CollectionCategoryPage(props: CollectionPageProps) {
  return (
    <WhereFound description={props.description}>
      <CategoryPage {...props} />
    </WhereFound>
  );
}

/** What a list page (or a category's) is drawn with: its banner and each of its lists. */
const listsData = (description: CollectionDescription, category?: string) => [
  sectionQueryOptions(description.banner.section),
  ...description.lists.map((list) =>
    contentListQueryOptions(description.collection, listQuery(description, list, category)),
  ),
];

/** Nothing is loaded where the collection's pages do not exist: the page says "not found". */
const whereFound =
  (description: CollectionDescription, pageData: PageData): PageData =>
  async (page) =>
    !description.foundAt || (await description.foundAt(page)) ? pageData(page) : [];

/** What each page a collection's routes lead to is drawn with (decision 073). */
export const collectionPageData = {
  list: (description) => whereFound(description, () => listsData(description)),
  item: (description) =>
    whereFound(description, ({ params }) => description.view.itemData(params.slug ?? '')),
  category: (description) =>
    whereFound(description, ({ params }) => {
      const slug = params.categorySlug ?? '';
      return [
        contentCategoryQueryOptions(description.collection, slug),
        ...listsData(description, slug),
      ];
    }),
} satisfies Record<keyof CollectionRoutes, (description: CollectionDescription) => PageData>;

/** Each page a collection's routes lead to. */
export const collectionPages = {
  list: CollectionListPage,
  item: CollectionItemPage,
  category: CollectionCategoryPage,
} satisfies Record<keyof CollectionRoutes, unknown>;
