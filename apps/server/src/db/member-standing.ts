import { and, eq, isNull, or } from 'drizzle-orm';
import { directoryListings, members } from './schema';

/** A member in good standing: approved (or added by hand), not deleted. */
export const memberInGoodStanding = and(
  isNull(members.deletedAt),
  or(eq(members.status, 'approved'), eq(members.isManual, true)),
);

/** Listed by their own choice, and a member in good standing (a left-joined listing may be null). */
export const listedMember = and(eq(directoryListings.listed, true), memberInGoodStanding);
