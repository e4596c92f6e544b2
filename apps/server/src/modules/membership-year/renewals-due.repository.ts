import { and, asc, count, sql } from 'drizzle-orm';
import type { RenewalDue } from '@osi/shared';
import type { Executor } from '../../db/client';
import { admittedMember, memberStanding, societyToday } from '../../db/member-standing';
import { pageOfSelect } from '../../db/page-of-rows';
import { isoTime, memberName } from '../../db/sql-formats';
import { members, membershipReminders } from '../../db/schema';

/** Expiring or in grace; the date range (grace is at most 365 days) lets the index find them. */
const dueToRenew = and(
  admittedMember,
  sql`${members.validUntil} between ${societyToday} - 365 and ${societyToday} + 30`,
  sql`${memberStanding} in ('expiring', 'grace')`,
);

const remindersOfTerm = sql<RenewalDue['reminders']>`coalesce((
  select json_agg(json_build_object(
    'offsetDays', ${membershipReminders.offsetDays},
    'sentAt', ${isoTime(membershipReminders.createdAt)}
  ) order by ${membershipReminders.offsetDays})
  from ${membershipReminders}
  where ${membershipReminders.memberId} = ${members.id}
    and ${membershipReminders.termEnd} = ${members.validUntil}
), '[]'::json)`;

export const listRenewalsDue = (db: Executor, paging: { page: number; pageSize: number }) =>
  pageOfSelect(
    db
      .select({
        id: members.id,
        name: memberName,
        email: members.email,
        membershipId: sql<string>`coalesce(${members.membershipId}, '')`,
        validUntil: sql<string>`to_char(${members.validUntil}, 'YYYY-MM-DD')`,
        standing: sql<RenewalDue['standing']>`${memberStanding}`,
        reminders: remindersOfTerm,
      })
      .from(members)
      .where(dueToRenew)
      .orderBy(asc(members.validUntil), asc(members.id)),
    db.select({ total: count() }).from(members).where(dueToRenew),
    paging,
  );
