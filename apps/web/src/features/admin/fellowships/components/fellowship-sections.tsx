import {
  qualificationLevels,
  qualificationTitles,
  type AdminFellowship,
  type Qualification,
} from '@osi/shared';
import { formatCalendarDate, formatDateTime } from '@/utils/format';
import type { Detail, DetailsTable } from '../../applications/components/details-section';
import { addressLink, commentsDetail } from '../../applications/components/detail-values';
import { paymentDetails } from '../../applications/components/payment-details';
import { StatusBadge } from '@/components/status-badge';

const personal = (fellowship: AdminFellowship): Detail[] => [
  { label: 'Phone', value: addressLink('tel', fellowship.telephone) },
  { label: 'Address', value: fellowship.address },
  { label: 'Road', value: fellowship.road },
  { label: 'City', value: fellowship.city },
  { label: 'State', value: fellowship.state },
  { label: 'Zip code', value: fellowship.zip },
  { label: 'Country', value: fellowship.country },
];

/** "BDS from Rajiv Gandhi University on 30 June 2010", or the spec's not-available text. */
const qualificationText = ({ degree, university, date }: Qualification) =>
  degree
    ? [degree, university && `from ${university}`, date && `on ${formatCalendarDate(date)}`]
        .filter(Boolean)
        .join(' ')
    : 'Not Available';

const qualifications = (fellowship: AdminFellowship): Detail[] =>
  qualificationLevels.map((level) => ({
    label: qualificationTitles[level],
    value: qualificationText(fellowship.qualifications[level]),
  }));

const moment = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const application = (fellowship: AdminFellowship): Detail[] => [
  { label: 'Membership number', value: fellowship.membershipNumber },
  { label: 'Country of registration / licensure', value: fellowship.registration },
  { label: 'Status', value: <StatusBadge status={fellowship.status} /> },
  { label: 'Applied on', value: moment(fellowship.createdAt) },
  { label: 'Approved on', value: fellowship.approvedAt ? moment(fellowship.approvedAt) : '' },
  ...paymentDetails(fellowship),
  { label: 'Payment method', value: fellowship.paymentMethod },
  commentsDetail(fellowship.comments),
];

/** The fellowship application's details, by section. */
export const fellowshipSections: DetailsTable<AdminFellowship> = [
  ['Personal Information', personal],
  ['Qualification', qualifications],
  ['Application Details', application],
];
