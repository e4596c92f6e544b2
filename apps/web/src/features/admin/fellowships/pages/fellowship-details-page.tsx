import { fellowshipMessages } from '@osi/shared';
import { useParams } from 'react-router';
import { ApplicantHeader } from '../../applications/components/applicant-header';
import { ApplicationDetails } from '../../applications/components/application-details';
import { ApplicationReview } from '../../applications/components/application-review';
import { ApplicationNotFound } from '../../applications/components/application-not-found';
import { RecordDownloads } from '../../applications/components/record-downloads';
import { useGoBack } from '../../hooks/use-go-back';
import { useFellowship } from '../api/get-fellowship';
import { CaseDetails } from '../components/case-details';
import { FellowshipSections } from '../components/fellowship-sections';
import { fellowshipApplications } from '../kind';
import { fellowshipFile } from '../utils/fellowship-file';

/** One fellowship application: the applicant, their qualifications, payment and cases, and its review. */
export function FellowshipDetailsPage() {
  const { id = '' } = useParams();
  const details = useFellowship(id);
  const goBack = useGoBack(fellowshipApplications.listPath);
  const fellowship = details.data?.fellowship;

  return (
    <ApplicationDetails
      record={details}
      notFound={
        <ApplicationNotFound
          title="Fellowship not found"
          message={fellowshipMessages.adminNotFound}
          onGoBack={goBack}
        />
      }
      header={
        <ApplicantHeader
          title="Fellowship details"
          applicant={
            fellowship && {
              name: fellowship.name,
              photoUrl: fellowship.photoUrl,
              subtitle: fellowship.email,
            }
          }
          downloads={
            <RecordDownloads
              fileOf={fellowship && ((format) => fellowshipFile(fellowship, format))}
              emptyMessage={fellowshipMessages.noDownloads}
            />
          }
          onGoBack={goBack}
        />
      }
    >
      {({ fellowship: loaded, cases }) => (
        <ApplicationReview
          kind={fellowshipApplications}
          application={loaded}
          note="The applicant receives an e-mail when the status changes. Approving opens their case panel for six months from today."
          onDone={goBack}
        >
          <FellowshipSections fellowship={loaded} />
          <CaseDetails cases={cases} />
        </ApplicationReview>
      )}
    </ApplicationDetails>
  );
}
