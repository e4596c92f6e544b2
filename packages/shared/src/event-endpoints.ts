import { z } from 'zod';
import { okResponseSchema } from './api';
import {
  changeErrors,
  endpointGroup,
  memberChangeErrors,
  recordErrors,
  throttledErrors,
} from './endpoint';
import {
  attendeeMailSchema,
  cdeSettingsSchema,
  certificateCodeParamsSchema,
  certificateRequestSchema,
  certificateSchema,
  certificateVerificationSchema,
  cdeSummarySchema,
  checkInCountsSchema,
  checkInEventSchema,
  checkInInputSchema,
  checkInResultSchema,
  confirmBodySchema,
  eventAttendeesSchema,
  eventIdParamsSchema,
  eventRegistrationInfoSchema,
  eventSlugParamsSchema,
  eventSummarySchema,
  guestRegistrationSchema,
  memberEventsSchema,
  ownRegistrationSchema,
  ownRegistrationsSchema,
  registrationResultSchema,
  registrationTokenParamsSchema,
  revokeCertificateSchema,
} from './events';
import { checkoutSignatureSchema, sendCodeSchema, verifyCodeSchema } from './registration';

const registrationChangeErrors = [400, 404, 409, 429] as const;

/** Registering for an event, as a visitor or a member, and a registration's own page. */
export const eventRegistrationEndpoints = endpointGroup('events', {
  info: {
    method: 'GET',
    path: '/api/events/:slug/registration',
    summary: "An event's prices, places left and whether it takes registrations now",
    params: eventSlugParamsSchema,
    response: eventRegistrationInfoSchema,
    errors: [404],
  },
  sendCode: {
    method: 'POST',
    path: '/api/events/:slug/verification-code',
    summary: "E-mails a six-digit code to verify a visitor's address, valid 10 minutes",
    params: eventSlugParamsSchema,
    body: sendCodeSchema,
    response: okResponseSchema,
    errors: throttledErrors,
  },
  verifyCode: {
    method: 'POST',
    path: '/api/events/:slug/verification-code/verify',
    summary: 'Checks the code; five tries per code',
    params: eventSlugParamsSchema,
    body: verifyCodeSchema,
    response: okResponseSchema,
    errors: throttledErrors,
  },
  registerGuest: {
    method: 'POST',
    path: '/api/events/:slug/registrations',
    summary:
      'Registers a visitor with a verified e-mail: a place, a held place to pay, or the waiting list',
    params: eventSlugParamsSchema,
    body: guestRegistrationSchema,
    status: 201,
    response: registrationResultSchema,
    errors: registrationChangeErrors,
  },
  registerMember: {
    method: 'POST',
    path: '/api/me/events/:slug/registration',
    summary: 'Registers the signed-in member, with the details of their profile',
    description: 'Members in good standing pay the member price; others the non-member price.',
    params: eventSlugParamsSchema,
    body: confirmBodySchema,
    status: 201,
    response: registrationResultSchema,
    errors: [...registrationChangeErrors, 401],
  },
  pay: {
    method: 'POST',
    path: '/api/event-payments',
    summary: 'Confirms a held place after verifying the payment signature and capture',
    body: checkoutSignatureSchema,
    response: registrationResultSchema,
    errors: changeErrors,
  },
  own: {
    method: 'GET',
    path: '/api/event-registrations/:token',
    summary: 'One registration, by the secret in its e-mails',
    params: registrationTokenParamsSchema,
    response: ownRegistrationSchema,
    errors: [404],
  },
  accept: {
    method: 'POST',
    path: '/api/event-registrations/:token/accept',
    summary: 'Takes a held place: a free one at once, a paid one with a payment order',
    params: registrationTokenParamsSchema,
    body: confirmBodySchema,
    response: registrationResultSchema,
    errors: changeErrors,
  },
  cancel: {
    method: 'POST',
    path: '/api/event-registrations/:token/cancel',
    summary: "Cancels a registration, refunding by the event's rule, and offers the place on",
    params: registrationTokenParamsSchema,
    body: confirmBodySchema,
    response: okResponseSchema.extend({ registration: ownRegistrationSchema }),
    errors: changeErrors,
  },
});

/** The signed-in member's events, CDE points and certificates. */
export const memberEventEndpoints = endpointGroup('members', {
  events: {
    method: 'GET',
    path: '/api/me/events',
    summary: "The signed-in member's registrations, next event first",
    response: ownRegistrationsSchema,
  },
  cde: {
    method: 'GET',
    path: '/api/me/cde',
    summary: 'Points per year, the current cycle against its requirement, and certificates',
    response: cdeSummarySchema,
  },
  requestCertificate: {
    method: 'POST',
    path: '/api/me/certificates',
    summary: 'Issues the membership or fellowship certificate of what the member holds now',
    description: 'Asking again while one is current answers that one.',
    body: certificateRequestSchema,
    response: certificateSchema,
    errors: memberChangeErrors,
  },
});

/** Anyone may check a certificate by the code printed on it. */
export const certificateVerificationEndpoints = endpointGroup('certificates', {
  verify: {
    method: 'GET',
    path: '/api/verify/:code',
    summary: 'Who holds a certificate, of what, since when, and whether it is valid',
    params: certificateCodeParamsSchema,
    response: certificateVerificationSchema,
    errors: throttledErrors,
  },
});

/** The administrators' events: attendees, counts, income, mail, check-in, certificates. */
export const adminEventEndpoints = endpointGroup(
  'admin',
  {
    events: {
      method: 'GET',
      path: '/api/admin/events',
      summary: 'Events that take registrations, next first, with their counts and income',
      response: z.object({ items: z.array(eventSummarySchema) }),
    },
    attendees: {
      method: 'GET',
      path: '/api/admin/events/:id/attendees',
      summary: "An event's registrations with category, payment and check-in, and its counts",
      params: eventIdParamsSchema,
      response: eventAttendeesSchema,
      errors: [404],
    },
    mailAttendees: {
      method: 'POST',
      path: '/api/admin/events/:id/mail',
      summary: 'E-mails everyone registered, through the outbox',
      params: eventIdParamsSchema,
      body: attendeeMailSchema,
      response: okResponseSchema.extend({ queued: z.number().int() }),
      errors: recordErrors,
    },
    checkInEvents: {
      method: 'GET',
      path: '/api/admin/check-in/events',
      right: 'check-in',
      summary: 'Events taking registrations near today, for the door staff to pick one',
      response: z.object({ items: z.array(checkInEventSchema) }),
    },
    checkInCounts: {
      method: 'GET',
      path: '/api/admin/events/:id/check-in',
      right: 'check-in',
      summary: 'How many are registered and checked in, for the check-in page',
      params: eventIdParamsSchema,
      response: checkInCountsSchema,
      errors: [404],
    },
    checkIn: {
      method: 'POST',
      path: '/api/admin/events/:id/check-in',
      right: 'check-in',
      summary: 'Marks a ticket present once, awarding its CDE points and attendance certificate',
      description: 'A second scan answers when it was checked in.',
      params: eventIdParamsSchema,
      body: checkInInputSchema,
      response: checkInResultSchema,
      errors: changeErrors,
    },
    revokeCertificate: {
      method: 'POST',
      path: '/api/admin/certificates/:code/revoke',
      summary: 'Revokes a certificate; its verification page says so from then on',
      params: certificateCodeParamsSchema,
      body: revokeCertificateSchema,
      response: certificateVerificationSchema,
      errors: changeErrors,
    },
    memberEvents: {
      method: 'GET',
      path: '/api/admin/members/:id/events',
      summary: "A member's registrations, CDE points and certificates",
      params: z.object({ id: z.uuid() }),
      response: memberEventsSchema,
      errors: [404],
    },
    cdeSettings: {
      method: 'GET',
      path: '/api/admin/cde-settings',
      summary: 'The points a CDE cycle requires and the year the cycles count from',
      response: cdeSettingsSchema,
    },
    saveCdeSettings: {
      method: 'PUT',
      path: '/api/admin/cde-settings',
      summary: 'Sets the CDE requirement and cycle',
      body: cdeSettingsSchema,
      response: okResponseSchema.extend({ settings: cdeSettingsSchema }),
      errors: [400],
    },
  },
  'members',
);
