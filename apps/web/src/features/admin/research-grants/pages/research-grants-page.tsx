import { Network } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';
import { ReviewedApplicationsPage } from '../../applications/components/reviewed-applications-page';
import { useResearchGrants } from '../api/research-grants';
import { researchGrantApplications } from '../kind';

/** Research grant applications: export, page through, delete, view. */
export function ResearchGrantsPage() {
  return (
    <ReviewedApplicationsPage
      kind={researchGrantApplications}
      useApplications={useResearchGrants}
      title="Research Grant Applications"
      description="Review research grant applications, grant roadmap access and review the roadmaps."
      actions={
        <Link to={adminPaths.roadmapDepartments} className={buttonClasses('ghost')}>
          <Network aria-hidden="true" className="size-4" />
          Roadmap departments
        </Link>
      }
      pagerLabel="Pages of research grant applications"
      emptyText="Once Research grant applications are submitted, they appear here."
      contact={(grant) => ({ name: grant.name, email: grant.emailId, phone: grant.phoneNumber })}
    />
  );
}
