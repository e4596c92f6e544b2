import { ApplicationDetailsPage } from '../../applications/components/application-details-page';
import { DeletedNotice } from '../../applications/components/deleted-notice';
import { StatusUpdateForm } from '../../applications/components/status-update-form';
import { useResearchGrant } from '../api/research-grants';
import { AdminRoadmapPanel } from '../components/admin-roadmap-panel';
import { GrantAccessCard } from '../components/grant-access-card';
import { ResearchGrantSections } from '../components/research-grant-sections';
import { researchGrantApplications } from '../kind';
import { researchGrantFile } from '../utils/research-grant-file';
import { RecordHistory } from '../../audit/components/record-history';

/** One research grant application: what was sent, its access, its roadmaps and its review. */
export function ResearchGrantDetailsPage() {
  return (
    <ApplicationDetailsPage
      kind={researchGrantApplications}
      useRecord={useResearchGrant}
      application={(data) => data.grant}
      titles={{ details: 'Research grant details', notFound: 'Research Grant not found' }}
      applicant={(grant) => ({
        name: grant.memberName || grant.principalInvestigator.name,
        photoUrl: grant.photoUrl,
        subtitle: grant.emailId,
      })}
      file={researchGrantFile}
    >
      {({ grant, roadmap }, goBack) => (
        <>
          {grant.deletedAt && (
            <DeletedNotice
              kind={researchGrantApplications}
              id={grant.id}
              deletedAt={grant.deletedAt}
            />
          )}
          <div className="grid gap-6">
            <ResearchGrantSections grant={grant} />
            {!grant.deletedAt && (
              <>
                <GrantAccessCard id={grant.id} isGranted={grant.isGranted} />
                <AdminRoadmapPanel grantId={grant.id} parts={roadmap.parts} onDone={goBack} />
                <StatusUpdateForm
                  kind={researchGrantApplications}
                  application={grant}
                  note="The applicant receives an e-mail when the status changes. Roadmaps can be uploaded once the application is approved and access is granted."
                  onDone={goBack}
                />
              </>
            )}
            <RecordHistory kind="research-grant" id={grant.id} />
          </div>
        </>
      )}
    </ApplicationDetailsPage>
  );
}
