import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

/** A reminder given `offsetDays` from a term's end, due until `untilDays` from it. */
export type ReminderWindow = { offsetDays: number; untilDays: number };

export type RecordedReminder = {
  memberId: string;
  termEnd: string;
  offsetDays: number;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
};

/**
 * Records up to `limit` reminders due on `today` that no process recorded yet, and answers them
 * with whom to write to. A reminder is due from its day until the next reminder's, so a day the
 * pass did not run is caught up once, never twice. Two processes recording the same reminder
 * meet on the primary key: the second waits for the first to commit, then records nothing.
 */
export const recordDueReminders = (
  db: Executor,
  today: string,
  windows: readonly ReminderWindow[],
  limit: number,
) => {
  const earliest = Math.max(...windows.map((window) => window.untilDays));
  const latest = Math.min(...windows.map((window) => window.offsetDays));
  const windowRows = sql.join(
    windows.map((window) => sql`(${window.offsetDays}::int, ${window.untilDays}::int)`),
    sql`, `,
  );
  return selectRows<RecordedReminder>(
    db,
    sql`
      with due as (
        select m.id as member_id, m.valid_until as term_end, w.offset_days
        from members m
        join (values ${windowRows}) as w(offset_days, until_days)
          on ${today}::date >= m.valid_until + w.offset_days
         and ${today}::date < m.valid_until + w.until_days
        where m.valid_until > ${today}::date - ${earliest}::int
          and m.valid_until <= ${today}::date - ${latest}::int
          and not m.life_member
          and m.deleted_at is null
          and (m.status = 'approved' or m.is_manual)
          and not exists (
            select 1 from membership_reminders r
            where r.member_id = m.id and r.term_end = m.valid_until and r.offset_days = w.offset_days
          )
        order by m.valid_until, m.id
        limit ${limit}
      ),
      recorded as (
        insert into membership_reminders (member_id, term_end, offset_days)
        select member_id, term_end, offset_days from due
        on conflict do nothing
        returning member_id, term_end, offset_days
      )
      select r.member_id as "memberId", to_char(r.term_end, 'YYYY-MM-DD') as "termEnd",
             r.offset_days as "offsetDays", m.email, m.title,
             m.first_name as "firstName", m.last_name as "lastName"
      from recorded r join members m on m.id = r.member_id`,
  );
};

/** Ties each recorded reminder to the e-mail queued for it. */
export const attachReminderMails = async (
  db: Executor,
  sent: readonly { reminder: RecordedReminder; outboxMessageId: string }[],
) => {
  if (sent.length === 0) return;
  const rows = sql.join(
    sent.map(
      ({ reminder, outboxMessageId }) =>
        sql`(${reminder.memberId}::uuid, ${reminder.termEnd}::date, ${reminder.offsetDays}::int, ${outboxMessageId}::uuid)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update membership_reminders r set outbox_message_id = v.message_id
    from (values ${rows}) as v(member_id, term_end, offset_days, message_id)
    where r.member_id = v.member_id and r.term_end = v.term_end and r.offset_days = v.offset_days`);
};

/** Reminder e-mails of `memberId` still waiting in the outbox are not sent (they renewed). */
export const cancelQueuedReminders = (db: Executor, memberId: string) =>
  db.execute(sql`
    update outbox_messages set status = 'cancelled'
    where status = 'pending'
      and id in (select outbox_message_id from membership_reminders where member_id = ${memberId})`);
