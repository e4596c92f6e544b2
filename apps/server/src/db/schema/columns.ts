import { text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
/** Text that is blank, never null, when nothing is given. */
export const blankText = (name: string) => text(name).notNull().default('');
/** A moment with its time zone; null until it happens unless the column says otherwise. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () =>
  moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const deletedAt = () => moment('deleted_at');
/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** `timestamps` and the soft delete's mark. */
export const softDeletedTimestamps = () => ({ ...timestamps(), deletedAt: deletedAt() });
/** A required reference to the id of a row of another table. */
export const reference = (name: string, target: () => PgColumn) =>
  uuid(name).notNull().references(target);
