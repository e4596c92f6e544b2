import { sql, type Placeholder } from 'drizzle-orm';
import { emailVerifications, members } from './schema';

type Value = string | Placeholder;

/** A member's e-mail compared as members sign in: without regard to case. */
export const memberEmailIs = (email: Value) => sql`lower(${members.email}) = lower(${email})`;

/** Whether a member, deleted or not, holds `email`: a column of any statement. */
export const memberHoldsEmail = (email: Value) =>
  sql<boolean>`exists (select 1 from ${members} where ${memberEmailIs(email)})`;

/** Whether `email` was verified by its code after `since` (an ISO time): a column of any statement. */
export const verifiedAfter = (email: Value, since: Value) =>
  sql<boolean>`exists (select 1 from ${emailVerifications} where ${emailVerifications.email} = ${email} and ${emailVerifications.verifiedAt} > ${since}::timestamptz)`;
