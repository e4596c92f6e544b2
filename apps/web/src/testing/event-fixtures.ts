import {
  cdeSummarySchema,
  certificateVerificationSchema,
  eventRegistrationInfoSchema,
  ownRegistrationSchema,
  type OwnRegistration,
} from '@osi/shared';
import { signedIn } from './fixtures';

export const eventSlug = 'implant-summit-2027';

/** The event's page as the content API answers it; it takes registrations from 1 January. */
export const eventItem = (value: Record<string, unknown> = {}) => ({
  id: '3c1b8a52-6d0e-4f7a-9b21-5e4d3c2b1a09',
  slug: eventSlug,
  publishedAt: '2026-11-01T10:00:00.000Z',
  value: {
    title: 'Implant Summit 2027',
    startDate: '2027-02-12',
    endDate: '2027-02-14',
    time: '9 am',
    venue: 'Palace Grounds',
    city: 'Bengaluru',
    image: null,
    summary: 'Three days of implantology.',
    body: '',
    registrationUrl: 'https://register.example.org',
    registrationOpens: '2027-01-01',
    ...value,
  },
});

export const registrationInfo = (fields: Partial<Record<string, unknown>> = {}) =>
  eventRegistrationInfoSchema.parse({
    eventId: '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
    slug: eventSlug,
    title: 'Implant Summit 2027',
    startDate: '2027-02-12',
    state: 'open',
    opensOn: '2027-01-01',
    closesOn: '2027-02-05',
    capacity: 50,
    placesLeft: 12,
    waiting: 0,
    prices: { member: 2000, nonMember: 3500, student: 0 },
    cancellationDeadline: '2027-02-01',
    refundRule: 'half',
    cdePoints: 6,
    accreditationNumber: 'DCI/CDE/2027/041',
    ...fields,
  });

export const registrationToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

export const ownRegistration = (fields: Partial<OwnRegistration> = {}) =>
  ownRegistrationSchema.parse({
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    token: registrationToken,
    event: {
      id: '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
      slug: eventSlug,
      title: 'Implant Summit 2027',
      startDate: '2027-02-12',
      endDate: '2027-02-14',
      venue: 'Palace Grounds',
      city: 'Bengaluru',
      cdePoints: 6,
    },
    name: 'Dr. Asha Rao',
    email: signedIn.member!.email,
    category: 'member',
    status: 'registered',
    heldUntil: null,
    waitingPosition: null,
    price: 2000,
    ticketCode: '7K3M9P2QX4RT',
    checkedInAt: null,
    receiptNumber: 'OSI/2026-27/000311',
    cancelRefundPaise: 100_000,
    certificateCode: null,
    createdAt: '2027-01-03T09:30:00.000Z',
    ...fields,
  });

export const cdeSummary = cdeSummarySchema.parse({
  requiredPoints: 30,
  cycle: { fromYear: 2025, toYear: 2029 },
  cycleTotal: 18,
  years: [
    { year: 2025, points: 6 },
    { year: 2026, points: 12 },
  ],
  awards: [
    {
      eventTitle: 'Implant Summit 2026',
      awardedOn: '2026-02-13',
      points: 12,
      accreditationNumber: 'DCI/CDE/2026/017',
    },
  ],
  certificates: [
    {
      code: 'ABCD2345EFGH6789',
      kind: 'attendance',
      title: 'Implant Summit 2026',
      issuedOn: '2026-02-13',
      validFrom: '2026-02-13',
      validUntil: null,
      points: 12,
      status: 'valid',
    },
    {
      code: 'MNPQ2345RSTV6789',
      kind: 'membership',
      title: 'Life Member',
      issuedOn: '2025-04-01',
      validFrom: '2025-04-01',
      validUntil: null,
      points: null,
      status: 'revoked',
    },
  ],
  available: { membership: true, fellowship: false },
});

export const certificateVerification = (fields: Record<string, unknown> = {}) =>
  certificateVerificationSchema.parse({
    code: 'ABCD2345EFGH6789',
    kind: 'attendance',
    holder: 'Dr. Asha Rao',
    title: 'Implant Summit 2026',
    validFrom: '2026-02-13',
    validUntil: null,
    points: 12,
    accreditationNumber: 'DCI/CDE/2026/017',
    status: 'valid',
    revokedOn: null,
    ...fields,
  });
