import { useParams } from 'react-router';
import { useGoBack } from '../../hooks/use-go-back';
import { ApplicantHeader } from '../../applications/components/applicant-header';
import { ApplicationReview } from '../../applications/components/application-review';
import { ApplicationDetails } from '../../applications/components/application-details';
import { ApplicationNotFound } from '../../applications/components/application-not-found';
import { RecordDownloads } from '../../applications/components/record-downloads';
import { useMember } from '../api/get-member';
import { DetailsSections } from '../../applications/components/details-section';
import { memberSections } from '../components/member-sections';
import { holdsTerm, MemberTermEditor } from '../components/member-term-editor';
import { membershipApplications } from '../kind';
import { memberFile } from '../utils/member-file';
import { memberName } from '@/utils/member-name';
import { MemberPayments } from '../components/member-payments';
import { MemberEvents } from '../components/member-events';
import { RecordHistory } from '../../audit/components/record-history';
import { MemberConsents } from '../components/member-consents';

/** One member's whole record, with the review of their application. */
export function MemberDetailsPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const goBack = useGoBack(membershipApplications.listPath);
  const data = member.data;

  return (
    <ApplicationDetails
      record={member}
      notFound={
        <ApplicationNotFound
          title="Member not found"
          message="Member not found. Please check the provided ID."
          onGoBack={goBack}
        />
      }
      header={
        <ApplicantHeader
          title="Member details"
          applicant={
            data && {
              name: memberName(data),
              photoUrl: data.profilePictureUrl,
              subtitle: data.specialty,
            }
          }
          downloads={
            <RecordDownloads
              fileOf={data && ((format) => memberFile(data, format))}
              emptyMessage="No member data available to download."
            />
          }
          onGoBack={goBack}
        />
      }
    >
      {(loaded) => (
        <ApplicationReview
          kind={membershipApplications}
          application={loaded}
          reviewable={!loaded.isManual}
          note="The member receives an e-mail when the status changes."
          onDone={goBack}
        >
          <DetailsSections table={memberSections} record={loaded} />
          <MemberPayments memberId={loaded.id} />
          <MemberEvents memberId={loaded.id} />
          <MemberConsents memberId={loaded.id} />
          {holdsTerm(loaded) && <MemberTermEditor member={loaded} />}
          <RecordHistory kind="member" id={loaded.id} />
        </ApplicationReview>
      )}
    </ApplicationDetails>
  );
}
