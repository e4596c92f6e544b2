import {
  attendeeCategoryLabels,
  csvRow,
  registrationStatusLabels,
  type Attendee,
} from '@osi/shared';

const columns: [string, (attendee: Attendee) => unknown][] = [
  ['Name', (attendee) => attendee.name],
  ['E-mail', (attendee) => attendee.email],
  ['Mobile', (attendee) => attendee.mobile],
  ['Registration No.', (attendee) => attendee.registrationNumber],
  ['Membership ID', (attendee) => attendee.member?.membershipId ?? ''],
  ['Category', (attendee) => attendeeCategoryLabels[attendee.category]],
  ['Status', (attendee) => registrationStatusLabels[attendee.status]],
  ['Waiting position', (attendee) => attendee.waitingPosition],
  ['Paid (INR)', (attendee) => attendee.paidPaise / 100],
  ['Refunded (INR)', (attendee) => attendee.refundedPaise / 100],
  ['Receipt', (attendee) => attendee.receiptNumber ?? ''],
  ['Checked in', (attendee) => attendee.checkedInAt],
  ['Registered', (attendee) => attendee.createdAt],
];

/** An event's attendees as CSV lines, as the attendees page lists them. */
export function* attendeeCsv(attendees: Attendee[]) {
  yield csvRow(columns.map(([header]) => header));
  for (const attendee of attendees) yield csvRow(columns.map(([, cell]) => cell(attendee)));
}
