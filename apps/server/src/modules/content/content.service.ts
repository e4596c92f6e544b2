import {
  collectionDefinition,
  contentMessages,
  contentValueSchema,
  sectionDefinition,
  slugify,
  societyDay,
  type AdminContentItem,
  type CollectionDefinition,
  type ContentCollectionName,
  type ContentFieldDefinition,
  type ContentItem,
  type ContentSectionName,
  type ContentValue,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { sanitizeRichText } from '../../lib/safe-html';
import { stillReferenced } from '../../lib/unique-violation';
import { auditedChange, recordChange, type RecordChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import {
  deleteRow,
  findPublishedRowBySlug,
  findRow,
  findRowsByIds,
  firstPositionBefore,
  insertRow,
  listAdminRows,
  listCategoryRows,
  listPublishedRows,
  slugTaken,
  updateRow,
  type ContentItemRow,
} from './content-items.repository';
import { readSetting, writeSetting } from '../../db/settings';
import { publishNoticeVersion } from '../privacy/privacy-notice.service';

const itemNotFound = () => notFound(contentMessages.notFound);

const toItem = (row: ContentItemRow): ContentItem => ({
  id: row.id,
  slug: row.slug,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  value: row.value as ContentValue,
});

const toAdminItem = (row: ContentItemRow): AdminContentItem => ({
  ...toItem(row),
  position: row.position,
  published: row.publishedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Checks what an editor sent against the definitions, rich text first cut down to the allowed
 * tags (so a field of nothing but a script is empty, and a required one is refused); answers the
 * value to store, or refuses with each problem on its field.
 */
export const parseContentValue = (
  fields: readonly ContentFieldDefinition[],
  input: Record<string, unknown>,
): ContentValue => {
  const cleaned = { ...input };
  for (const field of fields) {
    const raw = cleaned[field.name];
    if (field.kind === 'richText' && typeof raw === 'string') {
      cleaned[field.name] = sanitizeRichText(raw);
    }
  }
  const parsed = contentValueSchema({ fields }).safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  }
  throw badRequest('Please correct the highlighted fields.', fieldErrors);
};

const categoryOf = (definition: CollectionDefinition, value: ContentValue) => {
  if (!definition.categoryField) return null;
  return slugify(String(value[definition.categoryField] ?? '')) || null;
};

/**
 * The spec's slug: the one the editor wrote, or else made from the title, normalised. A written
 * slug another item holds is refused; a made one gets the first free `-2`, `-3`... ending.
 */
const slugFor = async (
  db: Executor,
  definition: CollectionDefinition,
  input: Record<string, unknown>,
  value: ContentValue,
  exceptId?: string,
) => {
  if (!definition.slugged) return null;
  const written = typeof input.slug === 'string' ? input.slug : '';
  const base = slugify(written || String(value[definition.titleField] ?? ''));
  if (!base) throw badRequest(contentMessages.slugEmpty, { slug: contentMessages.slugEmpty });
  if (written.trim()) {
    if (await slugTaken(db, definition.name, base, exceptId)) {
      throw conflict(contentMessages.slugTaken, { slug: contentMessages.slugTaken });
    }
    return base;
  }
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await slugTaken(db, definition.name, candidate, exceptId))) return candidate;
  }
};

// ---- public reads ----------------------------------------------------------------------------------

export const listPublishedItems = async (
  db: Executor,
  collection: ContentCollectionName,
  query: {
    page: number;
    pageSize: number;
    category?: string | undefined;
    when?: 'upcoming' | 'past' | undefined;
  },
  today = societyDay(),
) => {
  const definition = collectionDefinition(collection);
  const { items, total } = await listPublishedRows(db, collection, {
    ...query,
    category: query.category === undefined ? undefined : slugify(query.category),
    ...(definition.dateField
      ? { dated: { field: definition.dateField, when: query.when, today } }
      : {}),
  });
  return pageOf(items.map(toItem), total, query);
};

export const getPublishedItem = async (
  db: Executor,
  collection: ContentCollectionName,
  slug: string,
) => {
  const row = await findPublishedRowBySlug(db, collection, slugify(slug));
  if (!row) throw itemNotFound();
  return toItem(row);
};

/** Every published item's slug and last change, for the sitemap: up to `limit` of them. */
export const listPublishedPages = async (
  db: Executor,
  collection: ContentCollectionName,
  limit: number,
) => {
  const { items } = await listPublishedRows(db, collection, { page: 1, pageSize: limit });
  return items.map((row) => ({ slug: row.slug ?? '', updatedAt: row.updatedAt }));
};

export const listCategories = async (db: Executor, collection: ContentCollectionName) => {
  const definition = collectionDefinition(collection);
  if (!definition.categoryField) return [];
  return listCategoryRows(db, collection, definition.categoryField);
};

/** A category that holds published items, by its slug; any other is not found. */
export const getCategory = async (
  db: Executor,
  collection: ContentCollectionName,
  slug: string,
) => {
  const wanted = slugify(slug);
  const category = (await listCategories(db, collection)).find((each) => each.slug === wanted);
  if (!category) throw notFound(contentMessages.categoryNotFound);
  return category;
};

// ---- the back office ------------------------------------------------------------------------------

export const listAdminItems = async (
  db: Executor,
  collection: ContentCollectionName,
  query: { page: number; pageSize: number; search?: string | undefined },
) => {
  const definition = collectionDefinition(collection);
  const { items, total } = await listAdminRows(db, collection, definition.titleField, query);
  return pageOf(items.map(toAdminItem), total, query);
};

export const getAdminItem = async (db: Executor, collection: ContentCollectionName, id: string) => {
  const row = await findRow(db, collection, id);
  if (!row) throw itemNotFound();
  return toAdminItem(row);
};

const audited = (db: Database, actor: Actor, change: RecordChange<ContentItemRow>) =>
  auditedChange(db, actor, recordChange('content-item', itemNotFound, change));

/** Changes an existing item to what `values` makes of it, audited as `action`. */
const changeItem = (
  db: Database,
  actor: Actor,
  { collection, id }: { collection: ContentCollectionName; id: string },
  action: string,
  values: (tx: Executor, before: ContentItemRow) => Promise<Partial<ContentItemRow>>,
) =>
  audited(db, actor, async (tx) => {
    const before = await findRow(tx, collection, id);
    if (!before) throw itemNotFound();
    return { action, before, after: await updateRow(tx, collection, id, await values(tx, before)) };
  });

/** A new item, first in the set order; published at once when the editor asks. */
export const createItem = async (
  db: Database,
  actor: Actor,
  collection: ContentCollectionName,
  input: Record<string, unknown>,
) => {
  const definition = collectionDefinition(collection);
  const value = parseContentValue(definition.fields, input);
  const row = await audited(db, actor, async (tx) => ({
    action: 'created',
    after: await insertRow(tx, {
      collection,
      value,
      slug: await slugFor(tx, definition, input, value),
      category: categoryOf(definition, value),
      position: await firstPositionBefore(tx, collection),
      publishedAt: input.published === true ? new Date() : null,
    }),
  }));
  return { message: contentMessages.created, item: toAdminItem(row) };
};

export const updateItem = async (
  db: Database,
  actor: Actor,
  collection: ContentCollectionName,
  id: string,
  input: Record<string, unknown>,
) => {
  const definition = collectionDefinition(collection);
  const value = parseContentValue(definition.fields, input);
  const row = await changeItem(db, actor, { collection, id }, 'updated', async (tx) => ({
    value,
    slug: await slugFor(tx, definition, input, value, id),
    category: categoryOf(definition, value),
  }));
  return { message: contentMessages.updated, item: toAdminItem(row) };
};

/**
 * Removes the item for good (content is not a member's record; decision 035): the audit log
 * keeps what it held, and the slug becomes free again. An event people registered for stays,
 * as their registrations are never deleted (decision 079).
 */
export const deleteItem = async (
  db: Database,
  actor: Actor,
  collection: ContentCollectionName,
  id: string,
) => {
  try {
    await audited(db, actor, async (tx) => ({
      action: 'deleted',
      before: await deleteRow(tx, collection, id),
    }));
  } catch (error) {
    if (stillReferenced(error)) throw conflict(contentMessages.hasRegistrations);
    throw error;
  }
  return { message: contentMessages.deleted };
};

export const setPublished = async (
  db: Database,
  actor: Actor,
  collection: ContentCollectionName,
  id: string,
  publish: boolean,
) => {
  const row = await changeItem(
    db,
    actor,
    { collection, id },
    publish ? 'published' : 'unpublished',
    async (_, before) => ({ publishedAt: publish ? (before.publishedAt ?? new Date()) : null }),
  );
  return {
    message: publish ? contentMessages.published : contentMessages.unpublished,
    item: toAdminItem(row),
  };
};

/**
 * Puts the given items in the given order, in the places they held between them: reordering
 * one page of the list leaves the items of other pages where they were.
 */
export const reorderItems = async (
  db: Database,
  actor: Actor,
  collection: ContentCollectionName,
  ids: string[],
) => {
  if (new Set(ids).size !== ids.length) throw badRequest(contentMessages.reorderMismatch);
  await auditedChange(db, actor, async (tx) => {
    const rows = await findRowsByIds(tx, collection, ids);
    if (rows.length !== ids.length) throw badRequest(contentMessages.reorderMismatch);
    const places = rows.map((row) => row.position).sort((a, b) => a - b);
    // Distinct places, so the new order holds even where items shared one.
    const distinct = places.map((place, index) => Math.max(place, (places[0] ?? 0) + index));
    for (const [index, id] of ids.entries()) {
      await updateRow(tx, collection, id, { position: distinct[index]! });
    }
    return {
      action: 'content-item.reordered',
      entity: { type: 'content-collection', id: collection },
      before: rows.map((row) => ({ id: row.id, position: row.position })),
      after: ids.map((id, index) => ({ id, position: distinct[index] })),
    };
  });
  return { message: contentMessages.reordered };
};

// ---- sections ------------------------------------------------------------------------------------

const sectionKey = (name: ContentSectionName) => `section:${name}`;

/** A section's record, or null until an administrator writes it. */
export const getSection = async (db: Executor, name: ContentSectionName) => {
  const stored = await readSetting(db, sectionKey(name));
  return { name, value: (stored as ContentValue | undefined) ?? null };
};

export const saveSection = async (
  db: Database,
  actor: Actor,
  name: ContentSectionName,
  input: Record<string, unknown>,
) => {
  const value = parseContentValue(sectionDefinition(name).fields, input);
  const message = await auditedChange(db, actor, async (tx) => {
    const before = await getSection(tx, name);
    await writeSetting(tx, sectionKey(name), value);
    const published =
      name === 'privacy'
        ? await publishNoticeVersion(tx, value, actor.type === 'admin' ? actor.id : null)
        : undefined;
    return {
      action: before.value === null ? 'section.created' : 'section.updated',
      entity: { type: 'section', id: name },
      before: before.value ?? undefined,
      after: value,
      result: published
        ? contentMessages.noticePublished(published.version)
        : contentMessages.sectionSaved,
    };
  });
  return { message };
};
