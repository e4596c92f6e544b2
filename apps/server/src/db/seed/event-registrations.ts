import { memberName, priceFor, slugify, societyDay, type AttendeeCategory } from '@osi/shared';
import type { Database, Executor } from '../client';
import { publishedEventBySlug, type EventRecord } from '../event-items';
import { countWhere } from '../rows-where';
import { eventRegistrations } from '../schema';
import { newTicketCode } from '../../lib/codes';
import { newLinkToken } from '../../lib/tokens';
import { issueAttendance } from '../../modules/certificates/certificates.service';
import { eventRegistrationClaim } from '../../modules/events/event-payments.service';
import {
  insertRegistration,
  updateRegistration,
} from '../../modules/events/event-registrations.repository';
import { findMember } from '../../modules/members/members.service';
import { claimPayment } from '../../modules/payments/payments.service';
import { demoMoment } from './member-terms';
import { demoEmail } from './members';
import { seedCapturedPayment } from './payments';

type Person =
  | { member: { firstName: string; lastName: string } }
  | { guest: string; category: Exclude<AttendeeCategory, 'member'> };

const guest = (name: string, category: 'non-member' | 'student' = 'non-member'): Person => ({
  guest: name,
  category,
});
const member = (firstName: string, lastName: string): Person => ({
  member: { firstName, lastName },
});

/** Who registered for which demo event: registered first (in order), then waiting. */
const demoRegistrations: { title: string; registered: Person[]; waiting?: Person[] }[] = [
  {
    title: 'Study club evening: digital implant planning',
    registered: [
      member('Ananya', 'Krishnan'),
      member('Rohit', 'Deshpande'),
      member('Lakshmi', 'Narayanan'),
      member('Rahul', 'Verma'),
      guest('Dr. Kiran Shetty'),
      guest('Neha Joshi', 'student'),
    ],
  },
  {
    title: 'Study club evening: peri-implantitis',
    registered: [member('Ananya', 'Krishnan'), member('Rohit', 'Deshpande')],
  },
  {
    title: 'Hands-on course: guided implant surgery',
    registered: [
      member('Lakshmi', 'Narayanan'),
      member('Rahul', 'Verma'),
      guest('Dr. Meenal Kulkarni'),
      guest('Dr. Faisal Qureshi'),
    ],
    waiting: [member('Ananya', 'Krishnan'), guest('Dr. Tanvi Bhatt')],
  },
];

const registrantOf = async (db: Executor, person: Person, index: number) => {
  if ('guest' in person) {
    const handle = slugify(person.guest.replace(/^Dr\. /, ''));
    return {
      memberId: null,
      name: person.guest,
      email: `${handle}@guest.osi.localhost`,
      mobile: `98860${String(20000 + index * 311).padStart(5, '0')}`,
      registrationNumber: `MH-${7300 + index}`,
      category: person.category,
    };
  }
  const row = (await findMember.byEmail(db, demoEmail(person.member)))!;
  return {
    memberId: row.id,
    name: memberName(row),
    email: row.email,
    mobile: row.mobileNo ?? '',
    registrationNumber: row.dentalRegNumber ?? '',
    category: 'member' as const,
  };
};

/** A place paid at the sandbox gateway, with its receipt, claimed by the registration. */
const payForDemoPlace = async (
  tx: Executor,
  event: EventRecord,
  row: typeof eventRegistrations.$inferSelect,
) => {
  const payment = await seedCapturedPayment(tx, {
    purpose: 'event',
    email: row.email,
    amountPaise: row.pricePaise,
    itemId: event.id,
    capturedAt: row.createdAt,
  });
  await claimPayment(
    tx,
    payment.id,
    { type: eventRegistrationClaim, id: row.id },
    row.memberId ? { memberId: row.memberId } : {},
  );
  return payment.id;
};

const seedEventRegistrations = async (
  tx: Executor,
  event: EventRecord,
  { registered, waiting = [] }: { registered: Person[]; waiting?: Person[] },
) => {
  const past = event.startDate < societyDay();
  const people = [
    ...registered.map((person) => ({ person, status: 'registered' as const })),
    ...waiting.map((person) => ({ person, status: 'waiting' as const })),
  ];
  for (const [index, { person, status }] of people.entries()) {
    const registrant = await registrantOf(tx, person, index);
    const pricePaise = priceFor(event, registrant.category) * 100;
    let row = await insertRegistration(tx, {
      ...registrant,
      eventId: event.id,
      status,
      pricePaise,
      ticketCode: newTicketCode(),
      token: newLinkToken(),
      createdAt: demoMoment(event.registrationOpens ?? event.startDate),
      ...(past && status === 'registered' ? { checkedInAt: demoMoment(event.startDate) } : {}),
    });
    if (status === 'registered' && pricePaise > 0) {
      row = await updateRegistration(tx, row.id, {
        paymentId: await payForDemoPlace(tx, event, row),
      });
    }
    if (row.checkedInAt) await issueAttendance(tx, row, event);
  }
};

/**
 * The demo events' registrations: a past evening whose attendees were checked in (with their
 * points and certificates), a free evening with places taken, and a paid course that is full with
 * a waiting list. Once: nothing is added when any registration exists. No e-mails are queued.
 */
export const seedDemoEventRegistrations = async (db: Database) => {
  if ((await countWhere(db, eventRegistrations, undefined)) > 0) return;
  await db.transaction(async (tx) => {
    for (const { title, ...people } of demoRegistrations) {
      const event = await publishedEventBySlug(tx, slugify(title));
      if (event) await seedEventRegistrations(tx, event, people);
    }
  });
};
