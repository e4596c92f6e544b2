import { researchGrantMessages } from '@osi/shared';
import { useParams } from 'react-router';
import { ApplicantHeader } from '../../applications/components/applicant-header';
import { ApplicationDetails } from '../../applications/components/application-details';
import { ApplicationNotFound } from '../../applications/components/application-not-found';
import { DeletedNotice } from '../../applications/components/deleted-notice';
import { RecordDownloads } from '../../applications/components/record-downloads';
import { StatusUpdateForm } from '../../applications/components/status-update-form';
import { useGoBack } from '../../hooks/use-go-back';
import { useResearchGrant } from '../api/research-grants';
import { AdminRoadmapPanel } from '../components/admin-roadmap-panel';
import { GrantAccessCard } from '../components/grant-access-card';
import { ResearchGrantSections } from '../components/research-grant-sections';
import { researchGrantApplications } from '../kind';
import { researchGrantFile } from '../utils/research-grant-file';

/** One research grant application: what was sent, its access, its roadmaps and its review. */
export function ResearchGrantDetailsPage() {
  const { id = '' } = useParams();
  const details = useResearchGrant(id);
  const goBack = useGoBack(researchGrantApplications.listPath);
  const grant = details.data?.grant;

  return (
    <ApplicationDetails
      record={details}
      notFound={
        <ApplicationNotFound
          title="Research Grant not found"
          message={researchGrantMessages.adminNotFound}
          onGoBack={goBack}
        />
      }
      header={
        <ApplicantHeader
          title="Research grant details"
          applicant={
            grant && {
              name: grant.memberName || grant.principalInvestigator.name,
              photoUrl: grant.photoUrl,
              subtitle: grant.emailId,
            }
          }
          downloads={
            <RecordDownloads
              fileOf={grant && ((format) => researchGrantFile(grant, format))}
              emptyMessage={researchGrantMessages.noDownloads}
            />
          }
          onGoBack={goBack}
        />
      }
    >
      {({ grant: loaded, roadmap }) => (
        <>
          {loaded.deletedAt && (
            <DeletedNotice
              kind={researchGrantApplications}
              id={loaded.id}
              deletedAt={loaded.deletedAt}
            />
          )}
          <div className="grid gap-6">
            <ResearchGrantSections grant={loaded} />
            {!loaded.deletedAt && (
              <>
                <GrantAccessCard id={loaded.id} isGranted={loaded.isGranted} />
                <AdminRoadmapPanel grantId={loaded.id} parts={roadmap.parts} onDone={goBack} />
                <StatusUpdateForm
                  kind={researchGrantApplications}
                  application={loaded}
                  note="The applicant receives an e-mail when the status changes. Roadmaps can be uploaded once the application is approved and access is granted."
                  onDone={goBack}
                />
              </>
            )}
          </div>
        </>
      )}
    </ApplicationDetails>
  );
}
