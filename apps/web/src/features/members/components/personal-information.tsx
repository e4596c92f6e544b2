import type { MemberProfile } from '@osi/shared';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { LabelValueList, type LabelledValue } from '@/components/ui/label-value-list';
import { capitalise } from '@/utils/capitalise';
import { birthDateWithAge, membershipPackage, notAvailable } from '../utils/profile-display';

const rows = (p: MemberProfile): LabelledValue[] => [
  ['First name', p.firstName],
  ['Middle name', p.middleName],
  ['Last name', p.lastName],
  ['Gender', capitalise(p.gender)],
  ['Phone', p.mobileNo],
  ['Membership package', membershipPackage(p)],
  ['Speciality', p.specialty],
  ['Certificate name', p.certificateName],
  ['Reference code', p.referenceCode],
  ['Date of birth', birthDateWithAge(p.dob)],
  ['Nationality', p.nationality],
  ['Department', p.department],
  ['Institution', p.institution],
  ['Dental registration number', p.dentalRegNumber],
  ['Address', p.address],
  ['City', p.city],
  ['Postcode', p.postcode],
  ['State', p.state],
  ['Country', p.country],
  [
    'Student ID card',
    p.studentIdUrl && (
      <ExternalLink
        href={p.studentIdUrl}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        View student ID card
      </ExternalLink>
    ),
  ],
];

/** The member's details, read-only, with the way into Edit Information. */
export function PersonalInformation({
  profile,
  onEdit,
}: {
  profile: MemberProfile;
  onEdit: () => void;
}) {
  return (
    <section aria-labelledby="personal-information" className="rounded-2xl ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h3 id="personal-information" className="text-lg font-semibold text-slate-900">
          Personal Information
        </h3>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </div>
      <LabelValueList
        rows={rows(profile)}
        empty={notAvailable}
        className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-2 xl:grid-cols-3"
      />
    </section>
  );
}
