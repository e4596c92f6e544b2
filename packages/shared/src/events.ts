import { z } from 'zod';
import {
  attendeeCategories,
  type CdeSettings,
  guestCategories,
  refundRules,
  registrationStates,
  registrationStatuses,
} from './event-rules';
import { dentalRegNumber, requiredEmail, requiredText, tenDigits } from './fields';
import { checkoutOrderSchema } from './registration';

// Event registration, check-in, CDE points and certificates (decision 079): the API's shapes.

export const eventMessages = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  mobileRequired: 'Please enter your mobile number',
  mobileInvalid: 'Mobile Number must be exactly 10 digits',
  registrationNumberRequired: 'Please enter your dental council registration number',
  categoryRequired: 'Please choose how you are registering',
  emailNotVerified: 'Please verify your e-mail address first.',
  memberEmail:
    'This e-mail address belongs to a member. Please sign in to register at the member price.',
  notTakingRegistrations: 'This event does not take registrations on this site.',
  notOpen: 'Registration for this event has not opened yet.',
  closed: 'Registration for this event has closed.',
  past: 'This event has already taken place.',
  alreadyRegistered: 'You are already registered for this event.',
  registered: 'You are registered. Your ticket is on its way by e-mail.',
  waiting:
    'The event is full: you are on the waiting list. We will e-mail you if a place frees up.',
  held: 'Your place is held. Please complete the payment to confirm it.',
  placeGoneRefunded:
    'Sorry: the place held for you went to someone else before your payment came, and no place is left. Your payment is refunded in full.',
  noSuchRegistration: 'No such registration.',
  notHeld: 'This place is no longer held for you.',
  cancelled: 'Your registration is cancelled.',
  cancelledWithRefund: (rupees: string) =>
    `Your registration is cancelled. ${rupees} will be refunded to your card.`,
  cannotCancel: 'This registration cannot be cancelled.',
  ticketUnknown: 'No ticket has this code.',
  ticketOtherEvent: (title: string) => `This ticket is for another event: ${title}.`,
  ticketNotValid: 'This ticket is not for a confirmed place.',
  checkedIn: 'Checked in.',
  alreadyCheckedIn: 'Already checked in.',
  certificateUnknown: 'No certificate has this code.',
  certificateNotHeld: 'You do not hold this membership or fellowship.',
  certificateRevoked: 'Certificate revoked.',
  reasonRequired: 'Please give a reason',
  mailSubjectRequired: 'Please enter a subject',
  mailBodyRequired: 'Please enter the message',
  mailQueued: (count: number) => `Your message is on its way to ${count} attendees.`,
  mailSubjectOneLine: 'A subject is one line.',
  noSuchEvent: 'No such event.',
  cdeSettingsSaved: 'CDE settings saved.',
} as const;

const m = eventMessages;

/** An event's price list, in rupees; 0 is free. */
export const eventPricesSchema = z.object({
  member: z.number().int(),
  nonMember: z.number().int(),
  student: z.number().int(),
});

/** A ticket's code: twelve characters of Crockford's base 32, shown in groups of four. */
export const ticketCodePattern = /^[0-9A-HJKMNP-TV-Z]{12}$/;
/** A typed or scanned ticket code, or the check-in address a ticket's QR code holds. */
export const ticketCodeSchema = z
  .string({ error: m.ticketUnknown })
  .trim()
  .max(300, m.ticketUnknown)
  .transform((value) => {
    const code = /[?&]ticket=([^&#\s]+)/.exec(value)?.[1] ?? value;
    return code.replace(/[\s-]/g, '').toUpperCase();
  })
  .pipe(z.string().regex(ticketCodePattern, m.ticketUnknown));
export const formatTicketCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A certificate's public code: like a ticket's, sixteen characters. */
export const certificateCodePattern = /^[0-9A-HJKMNP-TV-Z]{16}$/;
export const certificateCodeParamsSchema = z.object({
  code: z.string().regex(certificateCodePattern, m.certificateUnknown),
});

/** An event's registration as the event page shows it, with the signed-in member's own. */
export const eventRegistrationInfoSchema = z.object({
  eventId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  startDate: z.iso.date(),
  state: z.enum(registrationStates),
  opensOn: z.iso.date().nullable(),
  closesOn: z.iso.date().nullable(),
  capacity: z.number().int().nullable(),
  /** Null when there is no limit. */
  placesLeft: z.number().int().nullable(),
  waiting: z.number().int(),
  prices: eventPricesSchema,
  cancellationDeadline: z.iso.date().nullable(),
  refundRule: z.enum(refundRules).or(z.literal('')),
  cdePoints: z.number().int().nullable(),
  accreditationNumber: z.string(),
});
export type EventRegistrationInfo = z.infer<typeof eventRegistrationInfoSchema>;

/** One registration as its holder sees it (the dashboard, the link in the e-mails). */
export const ownRegistrationSchema = z.object({
  id: z.uuid(),
  /** The holder's secret for the registration's own page, `/event-registration/{token}`. */
  token: z.string(),
  event: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    startDate: z.iso.date(),
    endDate: z.string(),
    venue: z.string(),
    city: z.string(),
    cdePoints: z.number().int().nullable(),
  }),
  name: z.string(),
  email: z.string(),
  category: z.enum(attendeeCategories),
  status: z.enum(registrationStatuses),
  /** Until when a held place waits for its payment or acceptance. */
  heldUntil: z.iso.datetime({ offset: true }).nullable(),
  /** The place in the waiting list, 1 first; null when not waiting. */
  waitingPosition: z.number().int().nullable(),
  /** What the place costs, in rupees. */
  price: z.number().int(),
  /** Shown only for a registered place. */
  ticketCode: z.string().nullable(),
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  receiptNumber: z.string().nullable(),
  /** What cancelling today would refund, in paise; null when it cannot be cancelled. */
  cancelRefundPaise: z.number().int().nullable(),
  /** The attendance certificate's code once checked in. */
  certificateCode: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OwnRegistration = z.infer<typeof ownRegistrationSchema>;

/** What registering (or accepting an offer) gives: the registration, and an order to pay when it costs. */
export const registrationResultSchema = z.object({
  message: z.string(),
  registration: ownRegistrationSchema,
  order: checkoutOrderSchema.nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const eventSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const registrationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, m.noSuchRegistration),
});

/** A visitor who is not a member registers with these, after verifying the e-mail by a code. */
export const guestRegistrationSchema = z.object({
  name: requiredText(m.nameRequired, 120),
  email: requiredEmail(m.emailRequired, m.emailInvalid).toLowerCase(),
  mobile: requiredText(m.mobileRequired, 20).regex(tenDigits, m.mobileInvalid),
  registrationNumber: dentalRegNumber(m.registrationNumberRequired),
  category: z.enum(guestCategories, { error: m.categoryRequired }),
});
export type GuestRegistrationInput = z.input<typeof guestRegistrationSchema>;

/** A body-less action, stated: so a garbage body is refused. */
export const confirmBodySchema = z.object({ confirm: z.literal(true) });

export const ownRegistrationsSchema = z.object({ items: z.array(ownRegistrationSchema) });

// ---- check-in -----------------------------------------------------------------------------------

export const checkInCountsSchema = z.object({
  title: z.string(),
  startDate: z.iso.date(),
  registered: z.number().int(),
  checkedIn: z.number().int(),
});
export type CheckInCounts = z.infer<typeof checkInCountsSchema>;

/** An event the Check-in role may pick: near today, with its counts. */
export const checkInEventSchema = checkInCountsSchema.extend({ eventId: z.uuid() });
export type CheckInEvent = z.infer<typeof checkInEventSchema>;

export const checkInInputSchema = z.object({ code: ticketCodeSchema });
export const checkInResultSchema = z.object({
  /** True when this scan checked the attendee in; false when they were already. */
  checkedInNow: z.boolean(),
  message: z.string(),
  attendee: z.object({
    name: z.string(),
    category: z.enum(attendeeCategories),
    membershipId: z.string().nullable(),
  }),
  checkedInAt: z.iso.datetime({ offset: true }),
  counts: checkInCountsSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

// ---- CDE points and certificates ----------------------------------------------------------------

export const cdeSettingsSchema = z.object({
  /** Points a member needs over one cycle. */
  requiredPoints: z.coerce
    .number({ error: 'Please enter the points required' })
    .int('Please enter a whole number')
    .min(0, 'Please enter 0 or more')
    .max(1000, 'Please enter 1000 or less'),
  /** The calendar year a cycle began; cycles follow every five years from it. */
  cycleStartYear: z.coerce
    .number({ error: 'Please enter a year' })
    .int('Please enter a year')
    .min(2000, 'Please enter a year from 2000')
    .max(2100, 'Please enter a realistic year'),
}) satisfies z.ZodType<CdeSettings, unknown>;

export const certificateKinds = ['attendance', 'membership', 'fellowship'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateKindLabels: Record<CertificateKind, string> = {
  attendance: 'Certificate of attendance',
  membership: 'Membership certificate',
  fellowship: 'Fellowship certificate',
};
export const certificateStatuses = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

export const certificateSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  /** What it certifies: the event's title, the membership type or the fellowship. */
  title: z.string(),
  issuedOn: z.iso.date(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date().nullable(),
  points: z.number().int().nullable(),
  status: z.enum(certificateStatuses),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const cdeAwardSchema = z.object({
  eventTitle: z.string(),
  awardedOn: z.iso.date(),
  points: z.number().int(),
  accreditationNumber: z.string(),
});

/** A member's points by year, the current cycle's total against the requirement, and certificates. */
export const cdeSummarySchema = z.object({
  requiredPoints: z.number().int(),
  cycle: z.object({ fromYear: z.number().int(), toYear: z.number().int() }),
  cycleTotal: z.number().int(),
  years: z.array(z.object({ year: z.number().int(), points: z.number().int() })),
  awards: z.array(cdeAwardSchema),
  certificates: z.array(certificateSchema),
  /** The certificates the member may ask for now. */
  available: z.object({ membership: z.boolean(), fellowship: z.boolean() }),
});
export type CdeSummary = z.infer<typeof cdeSummarySchema>;

export const certificateRequestSchema = z.object({
  kind: z.enum(['membership', 'fellowship'], { error: 'Please choose a certificate' }),
});

/** What `/verify/{code}` shows: who holds what, since when, with which points, and its status. */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  holder: z.string(),
  title: z.string(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date().nullable(),
  points: z.number().int().nullable(),
  accreditationNumber: z.string(),
  status: z.enum(certificateStatuses),
  revokedOn: z.iso.date().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const revokeCertificateSchema = z.object({ reason: requiredText(m.reasonRequired, 500) });

// ---- the administrators' view of an event -------------------------------------------------------

export const eventIdParamsSchema = z.object({ id: z.uuid() });

export const attendeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  registrationNumber: z.string(),
  category: z.enum(attendeeCategories),
  status: z.enum(registrationStatuses),
  member: z.object({ id: z.uuid(), membershipId: z.string() }).nullable(),
  waitingPosition: z.number().int().nullable(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  receiptNumber: z.string().nullable(),
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const eventSummarySchema = z.object({
  eventId: z.uuid(),
  title: z.string(),
  startDate: z.iso.date(),
  capacity: z.number().int().nullable(),
  registered: z.number().int(),
  held: z.number().int(),
  waiting: z.number().int(),
  checkedIn: z.number().int(),
  cancelled: z.number().int(),
  /** Captured less refunded, in paise. */
  incomePaise: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventAttendeesSchema = z.object({
  summary: eventSummarySchema,
  items: z.array(attendeeSchema),
});

export const attendeeMailSchema = z.object({
  subject: requiredText(m.mailSubjectRequired, 200).regex(/^[^\r\n]*$/, m.mailSubjectOneLine),
  body: requiredText(m.mailBodyRequired, 5000),
});

/** A member's events, points and certificates, on their details page. */
export const memberEventsSchema = z.object({
  registrations: z.array(
    z.object({
      id: z.uuid(),
      eventTitle: z.string(),
      startDate: z.iso.date(),
      category: z.enum(attendeeCategories),
      status: z.enum(registrationStatuses),
      checkedInAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  cde: cdeSummarySchema,
});
export type MemberEvents = z.infer<typeof memberEventsSchema>;
