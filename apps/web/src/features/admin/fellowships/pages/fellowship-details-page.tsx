import { ApplicationDetailsPage } from '../../applications/components/application-details-page';
import { ApplicationReview } from '../../applications/components/application-review';
import { useFellowship } from '../api/get-fellowship';
import { CaseDetails } from '../components/case-details';
import { DetailsSections } from '../../applications/components/details-section';
import { fellowshipSections } from '../components/fellowship-sections';
import { fellowshipApplications } from '../kind';
import { fellowshipFile } from '../utils/fellowship-file';
import { RecordHistory } from '../../audit/components/record-history';

/** One fellowship application: the applicant, their qualifications, payment and cases, and its review. */
export function FellowshipDetailsPage() {
  return (
    <ApplicationDetailsPage
      kind={fellowshipApplications}
      useRecord={useFellowship}
      application={(data) => data.fellowship}
      titles={{ details: 'Fellowship details', notFound: 'Fellowship not found' }}
      applicant={(fellowship) => ({
        name: fellowship.name,
        photoUrl: fellowship.photoUrl,
        subtitle: fellowship.email,
      })}
      file={fellowshipFile}
    >
      {({ fellowship, cases }, goBack) => (
        <ApplicationReview
          kind={fellowshipApplications}
          application={fellowship}
          note="The applicant receives an e-mail when the status changes. Approving opens their case panel for six months from today."
          onDone={goBack}
        >
          <DetailsSections table={fellowshipSections} record={fellowship} />
          <CaseDetails cases={cases} />
          <RecordHistory kind="fellowship" id={fellowship.id} />
        </ApplicationReview>
      )}
    </ApplicationDetailsPage>
  );
}
