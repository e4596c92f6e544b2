import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Request } from 'autocannon';
import { addDays, societyDay } from '@osi/shared';
import type { Statement } from './list-statements';

/** A free event taking registrations today, with `capacity` places. */
export const insertBenchEvent = async (pool: pg.Pool, capacity: number) => {
  const slug = `bench-event-${randomBytes(4).toString('hex')}`;
  const today = societyDay();
  const value = {
    title: 'Bench: study club evening',
    startDate: addDays(today, 30),
    endDate: '',
    time: '18:30',
    venue: 'Hotel Residency',
    city: 'Chennai',
    image: null,
    summary: 'A benchmark event.',
    body: '',
    registrationUrl: '',
    registrationOpens: addDays(today, -1),
    registrationCloses: '',
    capacity,
    memberPrice: 0,
    nonMemberPrice: 0,
    studentPrice: 0,
    cancellationDeadline: '',
    refundRule: '',
    offerHours: null,
    cdePoints: 2,
    accreditationNumber: 'BENCH/CDE/1',
  };
  const result = await pool.query<{ id: string }>(
    `insert into content_items (collection, slug, value, published_at)
     values ('event', $1, $2, now()) returning id`,
    [slug, JSON.stringify(value)],
  );
  return { id: result.rows[0]!.id, slug, capacity };
};

export interface Guest {
  name: string;
  email: string;
  mobile: string;
  registrationNumber: string;
  category: 'non-member';
}

/** `count` visitors whose e-mail was verified a minute ago, as the code step leaves it. */
export const verifiedGuests = async (pool: pg.Pool, count: number, tag: string) => {
  const guests: Guest[] = Array.from({ length: count }, (_, index) => ({
    name: `Dr. Bench Guest ${index}`,
    email: `guest-${tag}-${index}@bench.example.org`,
    mobile: String(9_000_000_000 + index),
    registrationNumber: `KA-${10_000 + index}`,
    category: 'non-member',
  }));
  await pool.query(
    `insert into email_verifications (email, code_hash, expires_at, sent_at, verified_at)
     select email, 'bench', now() + interval '10 minutes', now(), now() - interval '1 minute'
     from unnest($1::text[]) as email`,
    [guests.map((guest) => guest.email)],
  );
  return guests;
};

/**
 * Each visitor's registration request from their own address (the server trusts the bench as
 * its proxy), so the per-address rate limit counts each visitor, as in life.
 */
export const registrationRequests = (slug: string, guests: readonly Guest[]): Request[] =>
  guests.map((guest, index) => ({
    method: 'POST',
    path: `/api/events/${slug}/registrations`,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify(guest),
  }));

/**
 * The floor: what a registration asks of the database, sent raw: the event, the member and
 * verification checks, and the one statement that takes the place with its e-mail under the
 * event's lock and answers the registration (`take_event_place`, migrations 0019 and 0026).
 */
export const registrationStatements = (
  event: { id: string; slug: string; capacity: number },
  guest: Guest,
): Statement[] => [
  {
    sql: `select *,
            exists (select 1 from members where lower(email) = lower($2)) as member_holds_email,
            exists (select 1 from email_verifications
                    where email = $2 and verified_at > $3::timestamptz) as verified
          from content_items
          where collection = 'event' and slug = $1 and published_at is not null limit 1`,
    params: [event.slug, guest.email, new Date(Date.now() - 3_600_000).toISOString()],
  },
  {
    sql: 'select (placed).*, waiting_position from take_event_place($1, $2, $3::jsonb, $4::jsonb)',
    params: [
      event.id,
      event.capacity,
      JSON.stringify({
        member_id: null,
        name: guest.name,
        email: guest.email,
        mobile: guest.mobile,
        registration_number: guest.registrationNumber,
        category: guest.category,
        price_paise: 0,
        held_until: new Date().toISOString(),
        ticket_code: randomBytes(6).toString('hex').toUpperCase(),
        token: randomBytes(24).toString('base64url'),
      }),
      JSON.stringify(
        Object.fromEntries(
          ['registered', 'held', 'waiting'].map((status) => [
            status,
            {
              to: guest.email,
              subject: 'Your ticket for Bench: study club evening',
              text: `Dear ${guest.name},\n\nYou are registered.\n\n${'x'.repeat(400)}`,
            },
          ]),
        ),
      ),
    ],
  },
];

/** What the event holds after a run: places taken, the waiting list, and whether it is in order. */
export const eventOutcome = async (pool: pg.Pool, eventId: string) => {
  const result = await pool.query<{
    registered: number;
    waiting: number;
    firstWaitingQueue: string | null;
    lastRegisteredQueue: string | null;
  }>(
    `select count(*) filter (where status in ('held', 'registered'))::int as registered,
            count(*) filter (where status = 'waiting')::int as waiting,
            min(queue) filter (where status = 'waiting') as "firstWaitingQueue",
            max(queue) filter (where status = 'registered') as "lastRegisteredQueue"
     from event_registrations where event_id = $1`,
    [eventId],
  );
  const row = result.rows[0]!;
  return {
    registered: row.registered,
    waiting: row.waiting,
    /** Every place went before anyone waited: the places are the first registrations taken. */
    inOrder:
      row.firstWaitingQueue === null ||
      Number(row.lastRegisteredQueue) < Number(row.firstWaitingQueue),
  };
};
