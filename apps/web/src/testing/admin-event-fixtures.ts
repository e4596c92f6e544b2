import {
  attendeeSchema,
  certificateSchema,
  checkInResultSchema,
  eventSummarySchema,
  memberEventsSchema,
  type Attendee,
  type Certificate,
  type CheckInResult,
  type EventSummary,
  type MemberEvents,
} from '@osi/shared';
import { testId } from './admin-fixtures';

/** The event the back-office tests look at. */
export const eventId = testId(500);

export const eventSummary = (overrides: Partial<EventSummary> = {}) =>
  eventSummarySchema.parse({
    eventId,
    title: 'Implant Prosthetics Masterclass',
    startDate: '2026-12-12',
    capacity: 50,
    registered: 37,
    held: 2,
    waiting: 3,
    checkedIn: 12,
    cancelled: 1,
    incomePaise: 7400000,
    ...overrides,
  });

export const attendee = (n: number, overrides: Partial<Attendee> = {}) =>
  attendeeSchema.parse({
    id: testId(600 + n),
    name: `Dr. Attendee ${n}`,
    email: `attendee${n}@clinic.example.in`,
    mobile: `98450${String(n).padStart(5, '0')}`,
    registrationNumber: `KA-${1000 + n}`,
    category: 'non-member',
    status: 'registered',
    member: null,
    waitingPosition: null,
    paidPaise: 250000,
    refundedPaise: 0,
    receiptNumber: `OSI/2026-27/0004${String(n).padStart(2, '0')}`,
    checkedInAt: null,
    createdAt: '2026-11-02T05:30:00.000Z',
    ...overrides,
  });

export const checkInResult = (overrides: Partial<CheckInResult> = {}) =>
  checkInResultSchema.parse({
    checkedInNow: true,
    message: 'Checked in.',
    attendee: { name: 'Dr. Ananya Krishnan', category: 'member', membershipId: 'OSI-2026-00007' },
    checkedInAt: '2026-12-12T05:12:00.000Z',
    counts: {
      title: 'Implant Prosthetics Masterclass',
      startDate: '2026-12-12',
      registered: 50,
      checkedIn: 38,
    },
    ...overrides,
  });

export const certificate = (overrides: Partial<Certificate> = {}) =>
  certificateSchema.parse({
    code: 'K7M2Q9XT4B8NW3HD',
    kind: 'attendance',
    title: 'Implant Prosthetics Masterclass',
    issuedOn: '2026-12-12',
    validFrom: '2026-12-12',
    validUntil: null,
    points: 6,
    status: 'valid',
    ...overrides,
  });

export const memberEvents = (overrides: Partial<MemberEvents> = {}) =>
  memberEventsSchema.parse({
    registrations: [
      {
        id: testId(700),
        eventTitle: 'Implant Prosthetics Masterclass',
        startDate: '2026-12-12',
        category: 'member',
        status: 'registered',
        checkedInAt: '2026-12-12T05:12:00.000Z',
      },
    ],
    cde: {
      requiredPoints: 30,
      cycle: { fromYear: 2025, toYear: 2029 },
      cycleTotal: 12,
      years: [{ year: 2026, points: 12 }],
      awards: [],
      certificates: [certificate()],
      available: { membership: true, fellowship: false },
    },
    ...overrides,
  });
