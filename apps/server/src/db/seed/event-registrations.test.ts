import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slugify, societyYear } from '@osi/shared';
import { createTestDatabase } from '../../../test/support/test-database';
import { createStorage } from '../../infra/storage';
import { cdeSummaryOf } from '../../modules/certificates/cde.service';
import { findMember } from '../../modules/members/members.service';
import type { DatabaseHandle } from '../client';
import { publishedEventBySlug } from '../event-items';
import { eventRegistrations, outboxMessages, payments, receipts } from '../schema';
import { demoEmail } from './members';
import { seedSite } from './seed';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-event-seed-'));
  const storage = createStorage({ dataDir, s3: undefined });
  const config = { seedAdmin: undefined, seedDemoData: true, isProduction: false };
  await seedSite(database.db, config, storage);
  await seedSite(database.db, config, storage);
});
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const registrationsOf = async (title: string) => {
  const event = (await publishedEventBySlug(database.db, slugify(title)))!;
  return database.db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, event.id))
    .orderBy(asc(eventRegistrations.queue));
};

it('checks the past evening in with points and certificates, dated on the evening', async () => {
  const past = await publishedEventBySlug(
    database.db,
    slugify('Study club evening: digital implant planning'),
  );
  const attended = await registrationsOf('Study club evening: digital implant planning');
  expect(attended).toHaveLength(6);
  expect(attended.every((row) => row.status === 'registered' && row.checkedInAt)).toBe(true);

  const ananya = (await findMember.byEmail(
    database.db,
    demoEmail({ firstName: 'Ananya', lastName: 'Krishnan' }),
  ))!;
  const cde = await cdeSummaryOf(database.db, ananya.id);
  expect(cde.awards).toEqual([
    expect.objectContaining({
      points: 3,
      awardedOn: past!.startDate,
      accreditationNumber: 'TNDC/CDE/2026/031',
    }),
  ]);
  expect(cde.years).toContainEqual({ year: societyYear(past!.startDate), points: 3 });
  expect(cde.certificates).toEqual([
    expect.objectContaining({ kind: 'attendance', title: past!.title, status: 'valid' }),
  ]);
});

it('fills the paid course with paid, receipted places and a waiting list in order', async () => {
  const course = await registrationsOf('Hands-on course: guided implant surgery');
  expect(course.map((row) => row.status)).toEqual([
    'registered',
    'registered',
    'registered',
    'registered',
    'waiting',
    'waiting',
  ]);
  expect(course[4]!.email).toBe(demoEmail({ firstName: 'Ananya', lastName: 'Krishnan' }));
  for (const row of course.slice(0, 4)) {
    const [payment] = await database.db
      .select()
      .from(payments)
      .innerJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.id, row.paymentId!));
    expect(payment?.payments).toMatchObject({
      purpose: 'event',
      status: 'captured',
      amountPaise: row.pricePaise,
      claimedById: row.id,
    });
  }
  expect(course.map((row) => row.pricePaise / 100)).toEqual([
    18000, 18000, 24000, 24000, 18000, 24000,
  ]);
});

it('takes places for the free evening, once however often it runs, and mails no one', async () => {
  expect(await registrationsOf('Study club evening: peri-implantitis')).toHaveLength(2);
  const tickets = await database.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.subject, '%ticket%'));
  expect(tickets).toEqual([]);
});
