import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  max,
  min,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { rowWrites } from '../../db/row-writes';
import { rowWhere, updateWhere } from '../../db/rows-where';
import { contentItems } from '../../db/schema';
import { containing } from '../../lib/like-pattern';

export type ContentItemRow = typeof contentItems.$inferSelect;

const inCollection = (collection: string) => eq(contentItems.collection, collection);
const published = isNotNull(contentItems.publishedAt);
const setOrder = [asc(contentItems.position), desc(contentItems.createdAt)];
const fieldText = (field: string) => sql`${contentItems.value}->>${field}`;

const pageOf = (
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; pageSize: number },
) => pageOfRows(db, contentItems, { where, order: sql.join(order, sql`, `) }, query);

/** Published items of a collection: in a category, before or from `today` on a date field. */
export const listPublishedRows = (
  db: Executor,
  collection: string,
  query: {
    page: number;
    pageSize: number;
    category?: string | undefined;
    dated?: { field: string; when: 'upcoming' | 'past' | undefined; today: string };
  },
) => {
  const { category, dated } = query;
  const conditions = [inCollection(collection), published];
  if (category !== undefined) conditions.push(eq(contentItems.category, category));
  let order = setOrder;
  if (dated) {
    const day = fieldText(dated.field);
    if (dated.when === 'upcoming') conditions.push(sql`${day} >= ${dated.today}`);
    if (dated.when === 'past') conditions.push(sql`${day} < ${dated.today}`);
    order = [dated.when === 'upcoming' ? sql`${day} asc` : sql`${day} desc`, ...setOrder];
  }
  return pageOf(db, and(...conditions), order, query);
};

export const findPublishedRowBySlug = (db: Executor, collection: string, slug: string) =>
  rowWhere(db, contentItems, and(inCollection(collection), eq(contentItems.slug, slug), published));

/** Every item of a collection for the back office, those whose title or slug holds `search`. */
export const listAdminRows = (
  db: Executor,
  collection: string,
  titleField: string,
  query: { page: number; pageSize: number; search?: string | undefined },
) => {
  const pattern = query.search ? containing(query.search) : undefined;
  const matches = pattern
    ? or(sql`${fieldText(titleField)} ilike ${pattern}`, ilike(contentItems.slug, pattern))
    : undefined;
  return pageOf(db, and(inCollection(collection), matches), setOrder, query);
};

const itemWithId = (collection: string, id: string) =>
  and(inCollection(collection), eq(contentItems.id, id));

export const findRow = (db: Executor, collection: string, id: string) =>
  rowWhere(db, contentItems, itemWithId(collection, id));

export const slugTaken = async (
  db: Executor,
  collection: string,
  slug: string,
  exceptId?: string,
) => {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        inCollection(collection),
        eq(contentItems.slug, slug),
        exceptId ? ne(contentItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The position before every item of the collection, so a new item comes first. */
export const firstPositionBefore = async (db: Executor, collection: string) => {
  const [row] = await db
    .select({ first: min(contentItems.position) })
    .from(contentItems)
    .where(inCollection(collection));
  return (row?.first ?? 1) - 1;
};

export const { insert: insertRow } = rowWrites(contentItems);

export const updateRow = (
  db: Executor,
  collection: string,
  id: string,
  values: Partial<typeof contentItems.$inferInsert>,
) => updateWhere(db, contentItems, itemWithId(collection, id), values);

export const deleteRow = async (db: Executor, collection: string, id: string) => {
  const [row] = await db.delete(contentItems).where(itemWithId(collection, id)).returning();
  return row;
};

export const findRowsByIds = (db: Executor, collection: string, ids: string[]) =>
  db
    .select()
    .from(contentItems)
    .where(and(inCollection(collection), inArray(contentItems.id, ids)));

/** The categories of a collection's published items: how many each holds, and its last change. */
export const listCategoryRows = (db: Executor, collection: string, categoryField: string) =>
  db
    .select({
      slug: sql<string>`${contentItems.category}`,
      name: sql<string>`min(${fieldText(categoryField)})`,
      count: count(),
      updatedAt: max(contentItems.updatedAt),
    })
    .from(contentItems)
    .where(and(inCollection(collection), published, isNotNull(contentItems.category)))
    .groupBy(contentItems.category)
    .orderBy(asc(contentItems.category));
