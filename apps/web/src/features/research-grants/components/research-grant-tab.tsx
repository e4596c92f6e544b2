import { researchGrantLabels, researchGrantMessages } from '@osi/shared';
import { FlaskConical } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ApplicationTab } from '@/components/application/application-tab';
import { CommitteeComment } from '@/components/application/committee-comment';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useOwnResearchGrant } from '../api/research-grant';

/** Only members whose grant was approved and granted need the upload panel: loaded then. */
const RoadmapPanel = lazy(async () => ({
  default: (await import('./roadmap-panel')).RoadmapPanel,
}));

const invitation = {
  icon: FlaskConical,
  title: 'Apply for a Research Grant',
  text: 'The society funds research in oral implantology: the OSI Research Grant, the Young Research Grant and the Young Research Scholarship. Read the guidelines, then apply with your project, its budget and your documents.',
  guidelines: { to: paths.applicationGuidelines, label: 'Application Guidelines' },
  next: paths.researchGrantApplication,
};

/**
 * The dashboard's Research Grant tab: the invitation (or why the member cannot apply yet), or
 * the application, its access and roadmaps; a declined application is shown in red, with the
 * invitation to apply again below it.
 */
export function ResearchGrantTab() {
  return (
    <ApplicationTab
      own={useOwnResearchGrant()}
      application={(data) => data.grant}
      notApproved={researchGrantMessages.notApproved}
      invitation={invitation}
    >
      {(grant, { roadmap }) => (
        <>
          <div className="grid gap-3">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Research Grant</h2>
            <p className="text-slate-700">
              {researchGrantLabels[grant.selectedGrant]}
              {grant.projectTitle && <>: “{grant.projectTitle}”</>}
            </p>
            <dl className="flex flex-wrap gap-x-8 gap-y-3">
              <div className="flex items-center gap-2">
                <dt className="text-sm font-semibold text-slate-700">Status</dt>
                <dd>
                  <StatusBadge status={grant.status} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="text-sm font-semibold text-slate-700">Grant Access</dt>
                <dd>
                  <Badge tone={grant.isGranted ? 'green' : 'yellow'}>
                    {grant.isGranted ? 'Approved' : 'Pending'}
                  </Badge>
                </dd>
              </div>
            </dl>
            {grant.status === 'pending' && (
              <p className="text-slate-700">{researchGrantMessages.received}</p>
            )}
            {grant.status === 'declined' && (
              <p className="text-slate-700">Your research grant application was declined.</p>
            )}
            <CommitteeComment comments={grant.comments} />
          </div>
          {grant.status === 'approved' && !grant.isGranted && (
            <Alert tone="info">
              Your application has been approved. You can upload your roadmaps once the committee
              grants you access.
            </Alert>
          )}
          {roadmap && roadmap.stage !== 'closed' && (
            <Suspense fallback={<Skeleton className="h-48 rounded-xl" />}>
              <RoadmapPanel roadmap={roadmap} />
            </Suspense>
          )}
        </>
      )}
    </ApplicationTab>
  );
}
