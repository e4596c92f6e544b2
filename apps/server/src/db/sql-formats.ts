import { sql, type Column, type SQL } from 'drizzle-orm';
import { members } from './schema';

/** A moment as JavaScript's toISOString writes it: 2025-06-29T00:39:41.366Z. */
export const isoTime = (moment: Column | SQL) =>
  sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A member's name as letters greet them (Dr. Asha Rao), for selects over members. */
export const memberName = sql<string>`concat_ws(' ', nullif(${members.title}, ''), ${members.firstName}, nullif(${members.lastName}, ''))`;

/** The first moment of an India day (decision 056), for comparing with a timestamptz. */
export const startOfIndiaDay = (day: string) =>
  sql`(${day}::date)::timestamp at time zone 'Asia/Kolkata'`;
