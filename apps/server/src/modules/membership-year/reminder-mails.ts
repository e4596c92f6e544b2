import { daysBetween, formatLongDate } from '@osi/shared';
import { addressedName, letter, type NewMail } from '../../infra/mail';
import type { RecordedReminder } from './reminders.repository';

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * The reminder of a term's end, before it, on the day or after it; the days are counted from
 * `today`, which is later than the reminder's own day when the pass caught up a missed one.
 */
export const reminderMail = (
  reminder: RecordedReminder,
  renewUrl: string,
  today: string,
): NewMail => {
  const end = formatLongDate(reminder.termEnd);
  const renew = `Renew it from your dashboard, where you can pay online: ${renewUrl}`;
  const left = daysBetween(today, reminder.termEnd);
  if (left > 0) {
    return {
      to: reminder.email,
      subject: `Your membership ends on ${end}`,
      text: letter(
        addressedName(reminder),
        `Your membership of the society ends on ${end}, in ${days(left)}.`,
        `${renew}. The new year starts the day after your current one ends, so renewing early loses nothing.`,
      ),
    };
  }
  if (left === 0) {
    return {
      to: reminder.email,
      subject: 'Your membership ends today',
      text: letter(
        addressedName(reminder),
        `Your membership of the society ends today, ${end}.`,
        renew,
      ),
    };
  }
  return {
    to: reminder.email,
    subject: `Your membership ended on ${end}`,
    text: letter(
      addressedName(reminder),
      `Your membership of the society ended on ${end}, ${days(-left)} ago.`,
      `${renew}. Until you renew, you will leave the member directory and the members' forum once the grace period is over.`,
    ),
  };
};
