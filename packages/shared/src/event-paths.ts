// The addresses of events' files and pages, apart from the contracts' schemas so that a page
// linking to them does not load those.

/** The files: a member's certificate, a visitor's attendance certificate, an event's attendee CSV. */
export const ownCertificatePath = (code: string) => `/api/me/certificates/${code}`;
export const guestCertificatePath = (token: string) =>
  `/api/event-registrations/${token}/certificate`;
export const attendeesCsvPath = (eventId: string) => `/api/admin/events/${eventId}/attendees.csv`;
/** Where a registration's holder manages it, and where staff check tickets in. */
export const registrationPagePath = (token: string) => `/event-registration/${token}`;
export const checkInPagePath = (eventId: string) => `/admin/events/${eventId}/check-in`;
/** The public page that verifies a certificate. */
export const verifyPath = (code: string) => `/verify/${code}`;
