import { collectionDefinition, contentValueSchema } from '@osi/shared';
import { and, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { contentItems } from './schema';

const eventValueSchema = contentValueSchema(collectionDefinition('event'));

/** An event's page fields and registration settings (decision 079), as the editor saved them. */
export const eventOf = (row: typeof contentItems.$inferSelect) => {
  const value = eventValueSchema.parse(row.value);
  return {
    id: row.id,
    slug: row.slug ?? '',
    published: row.publishedAt !== null,
    title: value.title as string,
    startDate: value.startDate as string,
    endDate: value.endDate as string,
    time: value.time as string,
    venue: value.venue as string,
    city: value.city as string,
    registrationOpens: (value.registrationOpens as string) || null,
    registrationCloses: (value.registrationCloses as string) || null,
    capacity: value.capacity as number | null,
    memberPrice: value.memberPrice as number | null,
    nonMemberPrice: value.nonMemberPrice as number | null,
    studentPrice: value.studentPrice as number | null,
    cancellationDeadline: (value.cancellationDeadline as string) || null,
    refundRule: value.refundRule as 'full' | 'half' | 'none' | '',
    offerHours: value.offerHours as number | null,
    cdePoints: value.cdePoints as number | null,
    accreditationNumber: value.accreditationNumber as string,
  };
};
export type EventRecord = ReturnType<typeof eventOf>;

const isEvent = eq(contentItems.collection, 'event');

const eventWhere = async (db: Executor, where: SQL | undefined) => {
  const [row] = await db.select().from(contentItems).where(where).limit(1);
  return row ? eventOf(row) : undefined;
};

/** The published event whose page's slug is `slug`: what visitors register for. */
export const publishedEventSlugIs = (slug: string | Placeholder) =>
  and(isEvent, eq(contentItems.slug, slug), isNotNull(contentItems.publishedAt));

/** An event by its id, published or not (the back office, and registrations that name it). */
export const eventById = (db: Executor, id: string) =>
  eventWhere(db, and(isEvent, eq(contentItems.id, id)));

export const publishedEventBySlug = (db: Executor, slug: string) =>
  eventWhere(db, publishedEventSlugIs(slug));

/** Every event that takes registrations on the site (it has an opening date), published or not. */
export const eventsTakingRegistrations = async (db: Executor) =>
  (
    await db
      .select()
      .from(contentItems)
      .where(and(isEvent, sql`coalesce(${contentItems.value} ->> 'registrationOpens', '') <> ''`))
  ).map(eventOf);
