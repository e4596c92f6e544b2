import { societyDay, termEnd } from '@osi/shared';
import type { Executor } from '../../db/client';
import {
  findMembershipTypeRow,
  listMembershipTypeRows,
} from '../membership-types/membership-types.repository';

/** The dates of a member's first term, as the members table keeps them. */
export type FirstTerm = { memberSince: string; validUntil: string | null; lifeMember: boolean };

/**
 * The first term starts when the society admits the member (decision 075): on approval, or on
 * the day an administrator adds them by hand. It lasts the term of their type; a member without
 * one (added by hand) gets a term of the default type, the first the society offers.
 */
export const firstTerm = async (
  db: Executor,
  membershipTypeId: string | null,
  since = societyDay(),
): Promise<FirstTerm> => {
  const type = membershipTypeId
    ? await findMembershipTypeRow(db, membershipTypeId, { withDeleted: true })
    : (await listMembershipTypeRows(db))[0];
  const years = type ? type.termYears : 1;
  return years === null
    ? { memberSince: since, validUntil: null, lifeMember: true }
    : { memberSince: since, validUntil: termEnd(since, years), lifeMember: false };
};
