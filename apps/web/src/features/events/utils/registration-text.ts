import { refundRuleLabels, type AttendeeCategory, type EventRegistrationInfo } from '@osi/shared';
import { formatCalendarDate, formatRupees } from '@/utils/format';

/** A price in rupees as the event page shows it: "Free" for nothing. */
export const priceText = (rupees: number) => (rupees === 0 ? 'Free' : formatRupees(rupees));

export const categoryPrice = (info: EventRegistrationInfo, category: AttendeeCategory) =>
  ({
    member: info.prices.member,
    'non-member': info.prices.nonMember,
    student: info.prices.student,
  })[category];

export const placesText = ({ capacity, placesLeft }: EventRegistrationInfo) =>
  capacity === null || placesLeft === null
    ? 'No limit'
    : `${placesLeft} of ${capacity} places left`;

/** What cancelling gives back: the event's rule up to its deadline (decision 079). */
export const refundText = ({ cancellationDeadline, refundRule }: EventRegistrationInfo) => {
  if (!cancellationDeadline) return `${refundRuleLabels[refundRule || 'full']} if you cancel`;
  const rule = refundRuleLabels[refundRule || 'none'];
  return `${rule} if you cancel by ${formatCalendarDate(cancellationDeadline)}; none after`;
};

/** Why an event takes no registration now, or undefined when it does. */
export const closedText = (info: EventRegistrationInfo) => {
  switch (info.state) {
    case 'not-open':
      return info.opensOn
        ? `Registration opens on ${formatCalendarDate(info.opensOn)}`
        : 'Registration has not opened yet';
    case 'closed':
      return 'Registration has closed';
    case 'past':
      return 'This event has taken place';
    default:
      return undefined;
  }
};
