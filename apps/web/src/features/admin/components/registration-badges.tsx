import {
  attendeeCategoryLabels,
  registrationStatusLabels,
  type AttendeeCategory,
  type RegistrationStatus,
} from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const categoryTones: Record<AttendeeCategory, BadgeTone> = {
  member: 'green',
  'non-member': 'grey',
  student: 'amber',
};

const statusTones: Record<RegistrationStatus, BadgeTone> = {
  registered: 'green',
  held: 'yellow',
  waiting: 'orange',
  cancelled: 'grey',
  lapsed: 'red',
};

/** The labels are written as sentences: the badge's capitals would make "On The Waiting List". */
const asWritten = (label: string) => <span className="normal-case">{label}</span>;

/** What an attendee's place is priced as: member, non-member or student. */
export function CategoryBadge({ category }: { category: AttendeeCategory }) {
  return (
    <Badge tone={categoryTones[category]}>{asWritten(attendeeCategoryLabels[category])}</Badge>
  );
}

/** Where a registration is: registered, held, waiting, cancelled or lapsed. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge tone={statusTones[status]}>{asWritten(registrationStatusLabels[status])}</Badge>;
}
