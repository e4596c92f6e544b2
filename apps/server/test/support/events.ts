import { randomBytes } from 'node:crypto';
import { addDays, societyDay } from '@osi/shared';
import type { Executor } from '../../src/db/client';
import { newTicketCode } from '../../src/lib/codes';
import { contentItems, eventRegistrations } from '../../src/db/schema';

/**
 * A published event in the Events content area, taking registrations from today until it starts
 * in thirty days; `value` overrides its fields (registration settings included).
 */
export const insertEvent = async (db: Executor, value: Record<string, unknown> = {}) => {
  const slug = `event-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(contentItems)
    .values({
      collection: 'event',
      slug,
      publishedAt: new Date(),
      value: {
        title: 'Immediate Loading Workshop',
        startDate: addDays(societyDay(), 30),
        endDate: '',
        time: '10:00',
        venue: 'Hotel Sahara Star',
        city: 'Mumbai',
        image: null,
        summary: 'A hands-on course.',
        body: '',
        registrationUrl: '',
        registrationOpens: addDays(societyDay(), -1),
        registrationCloses: '',
        capacity: 50,
        memberPrice: 0,
        nonMemberPrice: 0,
        studentPrice: 0,
        cancellationDeadline: '',
        refundRule: '',
        offerHours: null,
        cdePoints: 4,
        accreditationNumber: 'DCI/CDE/2026/001',
        ...value,
      },
    })
    .returning();
  return { id: row!.id, slug };
};

let registrations = 0;

/** A registered place at the event, as registering would leave it; `overrides` set any column. */
export const insertRegistration = async (
  db: Executor,
  eventId: string,
  overrides: Partial<typeof eventRegistrations.$inferInsert> = {},
) => {
  registrations += 1;
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId,
      name: 'Dr. Meera Iyer',
      email: `attendee-${randomBytes(4).toString('hex')}@example.org`,
      mobile: `98${String(registrations).padStart(8, '0')}`,
      registrationNumber: 'A-12345',
      category: 'non-member',
      status: 'registered',
      pricePaise: 0,
      ticketCode: newTicketCode(),
      token: randomBytes(24).toString('base64url'),
      ...overrides,
    })
    .returning();
  return row!;
};
