import { contentItemQueryOptions } from '../api/content';
import { ItemDetailPage, type ItemDetail } from '../components/item-detail-page';
import { SummaryCards, type CardFace } from '../components/summary-card';
import type { CollectionDescription, DescriptionBase } from './collection-description';

type CardCollection<V> = DescriptionBase & {
  /** How an item becomes a card on the list page. */
  card: (value: V) => CardFace;
  /** How an item becomes its own page, at `path`. */
  detail: (value: V, item: { slug: string; path: string }) => ItemDetail;
  /** The item page's link back to the list: "All events". */
  back: string;
};

/**
 * A collection shown as cards (research grants, study clubs, events), each leading to a page
 * with the item's facts and actions beside its text.
 */
export const cardCollection = <V,>({
  card,
  detail,
  back,
  ...base
}: CardCollection<V>): CollectionDescription => ({
  ...base,
  view: {
    Items: function Cards({ items, itemPath, level }) {
      return <SummaryCards items={items} card={card} to={itemPath} level={level} />;
    },
    Item: function Item({ slug, links }) {
      return (
        <ItemDetailPage<V>
          collection={base.collection}
          slug={slug}
          back={{ to: links.list, label: back }}
          detail={(value) => detail(value, { slug, path: links.item(slug) })}
        />
      );
    },
    itemData: (slug) => [contentItemQueryOptions(base.collection, slug)],
  },
});
