import { addDays, renewalPath, societyDay } from '@osi/shared';
import { connectPostgres } from '../../apps/server/src/db/client';
import { readMembershipYearSettings } from '../../apps/server/src/modules/membership-year/membership-year-settings';
import { recordDueReminders } from '../../apps/server/src/modules/membership-year/reminders.repository';
import {
  reminderWindows,
  sendDueReminders,
} from '../../apps/server/src/modules/membership-year/reminders.service';
import { withClient } from './database';
import type pg from 'pg';
import { captureStatements, type Statement } from './list-statements';

/** Issue 22: the day's reminder run over 100,000 members in under a minute. */
export const targetReminderSeconds = 60;
/** The server's own batch (config.ts: reminders.batchSize). */
export const reminderBatchSize = 500;

export interface ReminderDay {
  /** The first run records every reminder still open; the next day's only that day's. */
  day: string;
  label: string;
  reminders: number;
  seconds: number;
  /** The pass's first statement, every due reminder at once, rolled back: no mails, no batches. */
  floorRows: number;
  floorSeconds: number;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/** The reminders' rows and the e-mails queued for them: gone, so each run starts the same. */
export const removeReminders = (client: pg.Client) =>
  client.query(`with gone as (delete from membership_reminders returning outbox_message_id)
    delete from outbox_messages where id in (select outbox_message_id from gone)`);

/**
 * The benchmark's server would try to mail the queued reminders (to an SMTP server that is not
 * there) while it is measured; they are cancelled, as a renewal cancels them.
 */
export const cancelQueuedReminders = (client: pg.Client) =>
  client.query(`update outbox_messages set status = 'cancelled'
    where status = 'pending' and id in (select outbox_message_id from membership_reminders)`);

/**
 * The pass's recording statement for `day`, captured from the app's code with a limit of 0 (it
 * records nothing), then sent raw with no limit in a transaction rolled back.
 */
const floorOf = async (databaseUrl: string, pool: pg.Pool, day: string) => {
  const [statement] = await captureStatements(pool, async (db) =>
    recordDueReminders(db, day, reminderWindows(await readMembershipYearSettings(db)), 0),
  ).then((statements) => statements.filter(({ sql }) => sql.includes('membership_reminders')));
  if (!statement) throw new Error('the reminder pass sent no statement');
  const unlimited: Statement = { ...statement, params: [...statement.params.slice(0, -1), 1e9] };
  return withClient(databaseUrl, async (client) => {
    await client.query('begin');
    try {
      const started = performance.now();
      const result = await client.query(unlimited.sql, unlimited.params);
      return { rows: result.rowCount ?? 0, seconds: secondsSince(started) };
    } finally {
      await client.query('rollback');
    }
  });
};

const renewUrl = `http://127.0.0.1${renewalPath}`;

/**
 * Today's reminders recorded, as a server's first start records them, and their e-mails
 * cancelled: a server started next has no reminders to record or mail while it is measured.
 */
export const settleReminders = async (databaseUrl: string) => {
  const handle = connectPostgres(databaseUrl);
  try {
    await sendDueReminders(handle.db, {
      today: societyDay(),
      renewUrl,
      batchSize: reminderBatchSize,
    });
  } finally {
    await handle.close();
  }
  await withClient(databaseUrl, cancelQueuedReminders);
};

/** `sendDueReminders` on `today` from a clean slate, then on the day after, each beside its floor. */
export const measureReminderRuns = async (databaseUrl: string, pool: pg.Pool, today: string) => {
  const handle = connectPostgres(databaseUrl);
  try {
    await withClient(databaseUrl, removeReminders);
    const days: ReminderDay[] = [];
    for (const [day, label] of [
      [today, 'first run (every open reminder)'],
      [addDays(today, 1), 'the next day'],
    ] as const) {
      const floor = await floorOf(databaseUrl, pool, day);
      const started = performance.now();
      const reminders = await sendDueReminders(handle.db, {
        today: day,
        renewUrl,
        batchSize: reminderBatchSize,
      });
      days.push({
        day,
        label,
        reminders,
        seconds: secondsSince(started),
        floorRows: floor.rows,
        floorSeconds: floor.seconds,
      });
    }
    await withClient(databaseUrl, cancelQueuedReminders);
    return days;
  } finally {
    await handle.close();
  }
};
