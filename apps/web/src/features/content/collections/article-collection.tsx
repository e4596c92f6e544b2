import { ArticleCarousel } from '../components/article-carousel';
import { ArticlePage, articleQueries } from '../components/article-page';
import { typedAll, type ArticleValue } from '../content-types';
import type { CollectionDescription, DescriptionBase } from './collection-description';

type ArticleCollection = DescriptionBase & {
  collection: 'press' | 'blog';
  /** Names the list page's carousel: "Press articles". */
  label: string;
};

/**
 * A collection of articles (press, blog): a carousel of their cards, and each article's page
 * with the latest articles and the categories beside it.
 */
export const articleCollection = ({
  label,
  ...base
}: ArticleCollection): CollectionDescription => ({
  ...base,
  view: {
    Items: function Carousel({ items, itemPath }) {
      return (
        <ArticleCarousel label={label} articles={typedAll<ArticleValue>(items)} linkTo={itemPath} />
      );
    },
    Item: function Article({ slug, links }) {
      return (
        <ArticlePage
          collection={base.collection}
          section={base.banner.section}
          slug={slug}
          linkTo={links.item}
          categoryLink={links.category}
          fallbackBanner={base.banner.fallback}
        />
      );
    },
    itemData: (slug) => Object.values(articleQueries(base.collection, base.banner.section, slug)),
  },
});
