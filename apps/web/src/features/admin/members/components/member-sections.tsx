import { ExternalLink } from '@/components/ui/external-link';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/utils/format';
import { paymentDetails } from '../../applications/components/payment-details';
import type { AdminMember } from '../api/get-member';
import type { Detail, DetailsTable } from '../../applications/components/details-section';
import { commentsDetail } from '../../applications/components/detail-values';
import { formatLongDate } from '@osi/shared';
import { StandingBadge } from '@/components/standing-badge';
import { StatusBadge } from '@/components/status-badge';
import { UndeliverableNote } from '../../components/undeliverable-note';

const personal = (member: AdminMember): Detail[] => [
  { label: 'Title', value: member.title },
  { label: 'First name', value: member.firstName },
  { label: 'Middle name', value: member.middleName },
  { label: 'Last name', value: member.lastName },
  {
    label: 'Email',
    value: (
      <>
        <a href={`mailto:${member.email}`} className="text-brand-700 underline underline-offset-4">
          {member.email}
        </a>
        <UndeliverableNote reason={member.emailUndeliverable} />
      </>
    ),
  },
  { label: 'Mobile number', value: member.mobileNo },
  { label: 'Gender', value: member.gender && <span className="capitalize">{member.gender}</span> },
  { label: 'Date of birth', value: member.dob && formatCalendarDate(member.dob) },
  { label: 'Nationality', value: member.nationality },
  { label: 'Address', value: member.address },
  { label: 'City', value: member.city },
  { label: 'State', value: member.state },
  { label: 'Postcode', value: member.postcode },
  { label: 'Country', value: member.country },
];

const professional = (member: AdminMember): Detail[] => [
  { label: 'Specialty', value: member.specialty },
  { label: 'Department', value: member.department },
  { label: 'Institution', value: member.institution },
  { label: 'Dental registration number', value: member.dentalRegNumber },
  { label: 'Name on certificate', value: member.certificateName },
  { label: 'Reference code', value: member.referenceCode },
];

/** The member's term, once they hold one. */
const term = ({ term }: AdminMember): Detail[] =>
  term.memberSince === null
    ? []
    : [
        { label: 'Member since', value: formatLongDate(term.memberSince) },
        {
          label: 'Valid until',
          value: term.lifeMember
            ? 'Life member'
            : term.validUntil && formatLongDate(term.validUntil),
        },
        { label: 'Standing', value: term.standing && <StandingBadge standing={term.standing} /> },
      ];

/** Members added by hand have no application: no review status and no payment. */
const application = (member: AdminMember): Detail[] => [
  { label: 'Membership ID', value: member.membershipId },
  { label: 'Membership type', value: member.membershipType },
  ...term(member),
  {
    label: 'Membership price',
    value: member.membershipPrice === null ? '' : formatRupees(member.membershipPrice),
  },
  ...(member.isManual
    ? [{ label: 'Added', value: 'By an administrator' }]
    : [
        { label: 'Status', value: <StatusBadge status={member.status} /> },
        ...paymentDetails(member),
      ]),
  {
    label: member.isManual ? 'Added on' : 'Applied on',
    value: <time dateTime={member.createdAt}>{formatDateTime(member.createdAt)}</time>,
  },
  { label: 'How they heard of us', value: member.howDidYouKnow },
  ...(member.studentIdUrl
    ? [
        {
          label: 'Student ID card',
          value: (
            <ExternalLink
              href={member.studentIdUrl}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              View student ID card
            </ExternalLink>
          ),
        },
      ]
    : []),
  commentsDetail(member.comments),
];

/** The member's details, by section. */
export const memberSections: DetailsTable<AdminMember> = [
  ['Personal Information', personal],
  ['Professional Information', professional],
  ['Application Details', application],
];
