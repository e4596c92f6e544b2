import { randomBytes } from 'node:crypto';
import { eventMessages as m } from '@osi/shared';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { eventById } from '../../db/event-items';
import { eventRegistrations, outboxMessages } from '../../db/schema';
import { insertEvent } from '../../../test/support/events';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  adminQuery,
  templateDatabaseName,
  withDatabase,
} from '../../../test/support/template-database';
import { runOfferPass, takePlace } from './event-places.service';
import { placeCounts } from './event-registrations.repository';

const publicUrl = 'http://localhost:3000';

/**
 * Two server processes on one PostgreSQL stand as two pools of connections to one database, and
 * every registration is fired at once. On PGlite there is one connection: a smaller crowd queues.
 */
describe('a crowd registering for an event at once', () => {
  const databaseUrl = inject('databaseUrl');
  const [crowd, places] = databaseUrl ? [200, 50] : [40, 10];
  let app: TestApp | undefined;
  let databaseName: string | undefined;
  const pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    if (!databaseUrl) {
      app = await createTestApp();
      return;
    }
    databaseName = `osi_test_events_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    const url = withDatabase(databaseUrl, databaseName);
    pools.push(connectPostgres(url), connectPostgres(url));
  });
  afterAll(async () => {
    await app?.close();
    for (const pool of pools) await pool.close();
    if (databaseUrl && databaseName) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
  });

  const databases = () => (app ? [app.db] : pools.map((pool) => pool.db));

  it(`gives exactly ${places} places and queues the rest in order; freed places go on once`, async () => {
    const dbs = databases();
    const db = dbs[0]!;
    const { id } = await insertEvent(db, { capacity: places });
    const event = (await eventById(db, id))!;
    const tag = randomBytes(3).toString('hex');
    const outcomes = await Promise.allSettled(
      Array.from({ length: crowd }, (_, index) =>
        takePlace(dbs[index % dbs.length]!, publicUrl, event, {
          memberId: null,
          name: `Attendee ${index}`,
          email: `crowd-${tag}-${index}@example.org`,
          mobile: '9876543210',
          registrationNumber: `R-${index}`,
          category: 'non-member',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

    const rows = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(asc(eventRegistrations.queue));
    const registered = rows.filter((row) => row.status === 'registered');
    const waiting = rows.filter((row) => row.status === 'waiting');
    expect(registered).toHaveLength(places);
    expect(waiting).toHaveLength(crowd - places);
    // Places and the queue were taken one at a time: every place before every waiting one.
    expect(rows.slice(0, places).every((row) => row.status === 'registered')).toBe(true);

    const waitingMails = await db
      .select({ text: outboxMessages.text, to: outboxMessages.to })
      .from(outboxMessages)
      .where(
        and(
          like(outboxMessages.subject, 'Waiting list:%'),
          inArray(
            outboxMessages.to,
            waiting.map((row) => row.email),
          ),
        ),
      );
    const positionOf = new Map(
      waitingMails.map((mail) => [mail.to, Number(/number (\d+)\./.exec(mail.text)![1])]),
    );
    expect(waiting.map((row) => positionOf.get(row.email))).toEqual(
      Array.from({ length: crowd - places }, (_, index) => index + 1),
    );

    // Five places free; both processes run the offer pass at once, twice.
    const freed = registered.slice(0, 5).map((row) => row.id);
    await db
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(inArray(eventRegistrations.id, freed));
    await Promise.all([...dbs, ...dbs].map((passDb) => runOfferPass(passDb, publicUrl)));
    const held = await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, 'held')))
      .orderBy(asc(eventRegistrations.queue));
    expect(held.map((row) => row.id)).toEqual(waiting.slice(0, 5).map((row) => row.id));
    const offers = await db
      .select()
      .from(outboxMessages)
      .where(
        and(
          like(outboxMessages.subject, 'A place is free for you:%'),
          inArray(
            outboxMessages.to,
            waiting.map((row) => row.email),
          ),
        ),
      );
    expect(offers).toHaveLength(5);

    // The counts kept beside the event followed every change: places, the queue, cancels, offers.
    const final = await db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    const inStatus = (...statuses: string[]) =>
      final.filter((row) => statuses.includes(row.status)).length;
    expect(await placeCounts(db, id)).toEqual({
      taken: inStatus('held', 'registered'),
      waiting: inStatus('waiting'),
    });
    expect(inStatus('cancelled')).toBe(5);
  });

  it('lets one of simultaneous registrations of one address through, telling the others', async () => {
    const dbs = databases();
    const { id } = await insertEvent(dbs[0]!, { capacity: places });
    const event = (await eventById(dbs[0]!, id))!;
    const email = `twice-${randomBytes(3).toString('hex')}@example.org`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        takePlace(dbs[index % dbs.length]!, publicUrl, event, {
          memberId: null,
          name: 'Dr. Twice',
          email,
          mobile: '9876543210',
          registrationNumber: 'R-2',
          category: 'non-member',
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ statusCode: 409, message: m.alreadyRegistered });
    }
  });
});
