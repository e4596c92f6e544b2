import {
  grantDocumentLabels,
  grantDocuments,
  researchGrantMessages,
  type AdminResearchGrant,
  type InvestigatorView,
} from '@osi/shared';
import { useId } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { formatCalendarDate, formatRupees } from '@/utils/format';
import { DetailsSection, type Detail } from '../../applications/components/details-section';
import { addressLink, commentsDetail } from '../../applications/components/detail-values';

const investigatorDetails = (person: InvestigatorView): Detail[] => [
  { label: 'Name', value: person.name },
  { label: 'Position', value: person.position },
  { label: 'Affiliation', value: person.affiliation },
  { label: 'Age', value: person.age },
  { label: 'Gender', value: person.gender },
  { label: 'Email', value: addressLink('mailto', person.emailId) },
  { label: 'Phone', value: addressLink('tel', person.phoneNumber) },
  { label: 'Permanent Address', value: person.permanentAddress },
  { label: 'Official Address', value: person.officialAddress },
];

const dateOrEmpty = (date: string | null) => (date ? formatCalendarDate(date) : '');
const rupeesOrEmpty = (amount: string | undefined) => (amount ? formatRupees(Number(amount)) : '');

const projectTypes = (types: AdminResearchGrant['typesOfProject']) =>
  [
    types.basicResearch && 'Basic research',
    types.animalStudy && 'Animal study',
    types.clinicalTrial && 'Clinical trial',
    types.thesis && 'Thesis',
  ]
    .filter(Boolean)
    .join(', ');

const fileLink = (file: { name: string; url: string } | undefined) =>
  file ? (
    <a href={file.url} className="text-brand-800 underline underline-offset-4">
      {file.name}
    </a>
  ) : (
    ''
  );

/** The co-principal investigators, each a card, or the spec's text when there are none. */
function CoInvestigators({ people }: { people: InvestigatorView[] }) {
  const headingId = useId();
  if (people.length === 0) {
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Co-Principal Investigators
        </h2>
        <p className="mt-2 text-slate-600">{researchGrantMessages.noCoInvestigators}</p>
      </section>
    );
  }
  return (
    <>
      {people.map((person, index) => (
        <DetailsSection
          key={`${person.name}-${index}`}
          title={`Co-Principal Investigator ${index + 1}`}
          details={investigatorDetails(person)}
        />
      ))}
    </>
  );
}

/** Everything the applicant sent, as the back office reads it. */
export function ResearchGrantSections({ grant }: { grant: AdminResearchGrant }) {
  return (
    <>
      <DetailsSection
        title="Selected Grants"
        details={[{ label: 'Grant', value: grant.selectedGrants.join(', ') }]}
      />
      <DetailsSection
        title="Committee Section"
        details={[
          { label: 'Year Type', value: grant.yearType },
          { label: 'Date Received', value: dateOrEmpty(grant.dateReceived) },
          { label: 'Date Approved', value: dateOrEmpty(grant.dateApproved) },
        ]}
      />
      <DetailsSection
        title="OSI Member Details"
        details={[
          { label: 'Membership Number', value: grant.membershipId },
          { label: 'Specialization', value: grant.specialization },
          { label: 'Email', value: grant.emailId },
          { label: 'Phone', value: grant.phoneNumber },
          { label: 'Address', value: grant.address },
          { label: 'Academic Qualification', value: grant.academicQualification },
          { label: 'Project Title', value: grant.projectTitle },
          { label: 'Application Details', value: grant.applicationDetails },
        ]}
      />
      <DetailsSection
        title="Principal Investigator"
        details={investigatorDetails(grant.principalInvestigator)}
      />
      <CoInvestigators people={grant.coPrincipalInvestigators} />
      <DetailsSection
        title="Project"
        details={[
          { label: 'Type of Project', value: projectTypes(grant.typesOfProject) },
          {
            label: 'Animal study authorisation number',
            value: grant.typesOfProject.animalStudyAuthNumber,
          },
          {
            label: 'Clinical study ethics committee number',
            value: grant.typesOfProject.clinicalStudyEthicsNumber,
          },
          { label: 'Aim', value: grant.projectDetails.aim ?? '' },
          { label: 'Objective', value: grant.projectDetails.objective ?? '' },
          { label: 'Study Design', value: grant.projectDetails.design ?? '' },
          { label: 'Hypothesis', value: grant.projectDetails.hypothesis ?? '' },
          { label: 'Statistical Method', value: grant.projectDetails.statisticalMethod ?? '' },
          { label: 'Methodology', value: grant.projectDetails.methodology ?? '' },
          { label: 'Start Date', value: dateOrEmpty(grant.projectSchedule.startDate) },
          { label: 'Completion Date', value: dateOrEmpty(grant.projectSchedule.completionDate) },
        ]}
      />
      <DetailsSection
        title="Grant Details"
        details={[
          { label: 'Total Budget', value: rupeesOrEmpty(grant.grantDetails.totalBudget) },
          { label: 'Initial Budget', value: rupeesOrEmpty(grant.grantDetails.initialBudget) },
          { label: 'Clinical Implication', value: grant.grantDetails.clinicalImplication ?? '' },
          { label: 'Community Awareness', value: grant.grantDetails.communityAwareness ?? '' },
        ]}
      />
      <DetailsSection
        title="Signatures and Documentation"
        details={[
          { label: 'Signed by', value: grant.signatures.name },
          { label: 'Date', value: dateOrEmpty(grant.signatures.date) },
          { label: 'Signature', value: fileLink(grant.signatures.signatureFile) },
          ...grantDocuments.map((document) => ({
            label: grantDocumentLabels[document],
            value: fileLink(grant.documentation[document]),
          })),
        ]}
      />
      <DetailsSection
        title="Application Status"
        details={[
          { label: 'Status', value: <StatusBadge status={grant.status} /> },
          commentsDetail(grant.comments),
        ]}
      />
    </>
  );
}
