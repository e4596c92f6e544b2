import type { MembershipYearSettings } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMails } from '../../infra/mail';
import { pageOf } from '../../lib/pagination';
import { listRenewalsDue } from './renewals-due.repository';
import { reminderMail } from './reminder-mails';
import { readMembershipYearSettings } from './membership-year-settings';
import {
  attachReminderMails,
  cancelQueuedReminders,
  recordDueReminders,
  type ReminderWindow,
} from './reminders.repository';

/** How many days a reminder the pass missed (the server was down) is still worth sending. */
const lastReminderCatchUpDays = 7;

/** The settings' days as windows on the term's end, earliest first: -30, -7, 0, 14. */
export const reminderWindows = (settings: MembershipYearSettings): ReminderWindow[] => {
  const offsets = [
    ...new Set([...settings.remindBeforeDays.map((days) => 0 - days), ...settings.remindAfterDays]),
  ].sort((a, b) => a - b);
  return offsets.map((offsetDays, index) => ({
    offsetDays,
    untilDays: offsets[index + 1] ?? offsetDays + lastReminderCatchUpDays,
  }));
};

export type ReminderPass = { today: string; renewUrl: string; batchSize: number };

/**
 * The day's reminders: each due one recorded and its e-mail queued in one transaction, a batch
 * at a time, so every process may run the pass and each reminder still goes once per term.
 */
export const sendDueReminders = async (db: Database, pass: ReminderPass) => {
  const windows = reminderWindows(await readMembershipYearSettings(db));
  if (windows.length === 0) return 0;
  let total = 0;
  for (;;) {
    const recorded = await db.transaction(async (tx) => {
      const due = await recordDueReminders(tx, pass.today, windows, pass.batchSize);
      const messages = await enqueueMails(
        tx,
        due.map((reminder) => reminderMail(reminder, pass.renewUrl, pass.today)),
      );
      await attachReminderMails(
        tx,
        due.map((reminder, index) => ({ reminder, outboxMessageId: messages[index]!.id })),
      );
      return due.length;
    });
    total += recorded;
    if (recorded < pass.batchSize) return total;
  }
};

/** A renewal's transaction calls this: reminders of the old term still queued are not sent. */
export const cancelUnsentReminders = (db: Executor, memberId: string) =>
  cancelQueuedReminders(db, memberId);

/** Who is due to renew, with the reminders of their current term. */
export const renewalsDuePage = async (db: Executor, paging: { page: number; pageSize: number }) => {
  const { items, total } = await listRenewalsDue(db, paging);
  return pageOf(items, total, paging);
};
