import { societyDay, termFrom } from '@osi/shared';
import type { Executor } from '../../db/client';
import { termYearsOf } from '../membership-types/membership-types.service';

/** The dates of a member's first term, as the members table keeps them. */
export type FirstTerm = { memberSince: string; validUntil: string | null; lifeMember: boolean };

/**
 * The first term starts when the society admits the member (decision 075): on approval, or on
 * the day an administrator adds them by hand, and lasts the term of their type.
 */
export const firstTerm = async (
  db: Executor,
  membershipTypeId: string | null,
  since = societyDay(),
): Promise<FirstTerm> => ({
  memberSince: since,
  ...termFrom(since, await termYearsOf(db, membershipTypeId)),
});
