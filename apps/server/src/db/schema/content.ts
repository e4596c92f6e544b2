import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns';

/**
 * Every item of every content collection (decision 005): its fields as JSON checked by the
 * collection's shared schema; the slug, order, category and publication as columns, since lists
 * and pages are found by them.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    collection: text('collection').notNull(),
    slug: text('slug'),
    /** The slug of the item's category, for collections grouped by one. */
    category: text('category'),
    position: integer('position').notNull().default(0),
    value: jsonb('value').notNull(),
    /** Null while unpublished: visitors see an item only once it has one. */
    publishedAt: moment('published_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('content_items_collection_slug').on(table.collection, table.slug),
    index('content_items_collection_position').on(table.collection, table.position),
  ],
);
