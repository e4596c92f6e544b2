import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventRegistrations, members } from '../../db/schema';

const registrations = eventRegistrations;

/**
 * Marks the ticket of a registered place at the event present, if no one has: of two
 * simultaneous scans one updates the row and the other finds it checked in. Undefined if not.
 */
export const checkInTicket = async (
  tx: Executor,
  eventId: string,
  ticketCode: string,
  adminId: string,
) => {
  const [row] = await tx
    .update(registrations)
    .set({ checkedInAt: new Date(), checkedInBy: adminId })
    .where(
      and(
        eq(registrations.ticketCode, ticketCode),
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'registered'),
        isNull(registrations.checkedInAt),
      ),
    )
    .returning();
  return row;
};

/** The registration a ticket belongs to, with its member's membership number. */
export const findTicket = async (db: Executor, ticketCode: string) => {
  const [row] = await db
    .select({ registration: registrations, membershipId: members.membershipId })
    .from(registrations)
    .leftJoin(members, eq(members.id, registrations.memberId))
    .where(eq(registrations.ticketCode, ticketCode));
  return row;
};

/** How many places at the event are registered, and how many of them are checked in. */
export const countCheckIns = async (db: Executor, eventId: string) => {
  const [row] = await db
    .select({
      registered: count(),
      checkedIn: count(registrations.checkedInAt),
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'registered')));
  return row!;
};
